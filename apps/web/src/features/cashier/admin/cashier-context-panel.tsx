import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { AdminCashRequest, CashContext } from '@site/contracts/api/admin-cashier';
import { cashStatusLabels } from '@site/contracts/api/cashier';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { useCashContext } from '../api/admin-cashier-queue';
import { requestKindLabel, requestTime } from '../rules/cashier-request-view';
import { QueryState } from '../../../components/console/query-state';

const text = koAdminCashier.context;

/** Beside a chosen request: what the member holds, how far the rolling is, what they asked lately. */
export function CashierContextPanel({ request }: { request: AdminCashRequest | null }) {
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={request ? text.title(request.userId) : undefined}
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {request ? (
        <ContextOf request={request} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {text.choose}
        </Typography>
      )}
    </Paper>
  );
}

function ContextOf({ request }: { request: AdminCashRequest }) {
  const query = useCashContext(request.id);
  return (
    <>
      <Typography sx={{ fontWeight: 700 }}>{text.title(request.userId)}</Typography>
      <QueryState query={query}>{(context) => <ContextDetails context={context} />}</QueryState>
    </>
  );
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, color }}>
        {value}
      </Typography>
    </Box>
  );
}

function ContextDetails({ context }: { context: CashContext }) {
  const { rolling } = context;
  return (
    <>
      <Box>
        <Figure label={text.balance} value={formatWon(context.emoney)} />
        <Figure label={text.point} value={`${formatNumber(context.point)}P`} />
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {text.rolling}{' '}
          <Typography
            component="span"
            variant="caption"
            sx={{ color: rolling.met ? 'success.main' : 'warning.main', fontWeight: 700 }}
          >
            {rolling.met ? text.met : text.notMet}
          </Typography>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {text.rollingSince(rolling.since ? requestTime(rolling.since) : null)}
        </Typography>
        <Figure label={text.required} value={formatWon(rolling.required)} />
        <Figure label={text.done} value={formatWon(rolling.done)} />
        <Figure
          label={text.remaining}
          value={formatWon(rolling.remaining)}
          color={rolling.remaining > 0 ? 'warning.main' : undefined}
        />
        {rolling.byType.length > 0 && (
          <Table size="small" aria-label={text.rolling} sx={{ mt: 1, '& td, & th': { px: 0.75 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{text.gameType}</TableCell>
                <TableCell align="right">{text.weight}</TableCell>
                <TableCell align="right">{text.staked}</TableCell>
                <TableCell align="right">{text.counted}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rolling.byType.map((type) => (
                <TableRow key={type.gameType}>
                  <TableCell>{koAdminCashier.gameType(type.gameType)}</TableCell>
                  <TableCell align="right">{type.weight}%</TableCell>
                  <TableCell align="right">{formatNumber(type.staked)}</TableCell>
                  <TableCell align="right">{formatNumber(type.counted)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {text.recent}
        </Typography>
        {context.recent.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {text.noRecent}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {context.recent.map((recent) => (
              <Box
                component="li"
                key={recent.id}
                sx={{ display: 'flex', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', fontSize: 13 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {requestKindLabel(recent)}
                  <Typography component="div" variant="caption" color="text.secondary">
                    {requestTime(recent.createdAt)}
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  <strong>{formatWon(recent.amount)}</strong>
                  <Typography component="div" variant="caption" color="text.secondary">
                    {cashStatusLabels[recent.status]}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
