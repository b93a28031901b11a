import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { formatWon } from '@site/contracts/rules/format';

import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { bonusText, requestClock, requestDay, requestTime } from '../rules/cashier-request-view';
import type { CashierDecisions } from './cashier-decisions';
import { CashStatusChip, RequestDecisionButtons, RequestDestination } from './cashier-request-parts';

const text = koAdminCashier.queue;

/** Two short lines in one cell, so that eight columns fit beside the member's context. */
function TwoLines({ first, second, strong = false }: { first: string; second: string; strong?: boolean }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {first}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {second}
      </Typography>
    </>
  );
}

export interface CashRequestListProps {
  requests: readonly AdminCashRequest[];
  /** a won deposit queue has a bonus column; withdrawals and tether deposits do not */
  deposits: boolean;
  tether: boolean;
  selectedId: number | null;
  onSelect: (request: AdminCashRequest) => void;
  decisions: CashierDecisions;
}

/** A queue on a wide screen: one row per request; choosing a row shows its member beside the table. */
export function CashRequestTable({
  requests,
  deposits,
  tether,
  selectedId,
  onSelect,
  decisions,
}: CashRequestListProps) {
  return (
    <TableContainer>
      {/* Narrow cell padding: eight columns share the width with the member's context beside them. */}
      <Table size="small" aria-label={text.member} sx={{ '& td, & th': { px: 1 }, '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{text.createdAt}</TableCell>
            <TableCell>{text.member}</TableCell>
            <TableCell align="right">{text.amount}</TableCell>
            {deposits && <TableCell>{text.bonus}</TableCell>}
            <TableCell>{tether ? text.tether : text.account}</TableCell>
            <TableCell>{text.state}</TableCell>
            <TableCell align="right">{text.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((request) => (
            <TableRow
              key={request.id}
              hover
              selected={request.id === selectedId}
              aria-selected={request.id === selectedId}
              aria-label={text.select(request.id)}
              tabIndex={0}
              onClick={() => onSelect(request)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) onSelect(request);
              }}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <TwoLines first={requestDay(request.createdAt)} second={requestClock(request.createdAt)} />
              </TableCell>
              <TableCell sx={{ minWidth: 100 }}>
                <TwoLines first={request.userId} second={`${request.nickName} · ${request.levelNm}`} strong />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {formatWon(request.amount)}
              </TableCell>
              {deposits && <TableCell sx={{ minWidth: 80 }}>{bonusText(request)}</TableCell>}
              <TableCell sx={{ minWidth: 150, maxWidth: 240 }}>
                <RequestDestination request={request} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <CashStatusChip request={request} />
                {request.decidedAt && (
                  <TwoLines first={request.decidedBy ?? ''} second={requestTime(request.decidedAt)} />
                )}
              </TableCell>
              <TableCell align="right">
                <RequestDecisionButtons request={request} decisions={decisions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
