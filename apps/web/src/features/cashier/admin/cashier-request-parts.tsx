import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';
import type { CashStatus } from '@site/contracts/api/cashier';

import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { accountLines, canApprove, canRefuse, statusLabel, tetherLines } from '../rules/cashier-request-view';
import type { CashierDecisions } from './cashier-decisions';
import { useCan } from '../../staff/exports/use-can';

const text = koAdminCashier.queue;

const statusColor: Record<CashStatus, 'warning' | 'success' | 'error' | 'default'> = {
  issued: 'default',
  pending: 'warning',
  approved: 'success',
  refused: 'error',
  cancelled: 'default',
  expired: 'default',
};

export function CashStatusChip({ request }: { request: AdminCashRequest }) {
  return <Chip size="small" variant="outlined" color={statusColor[request.status]} label={statusLabel(request)} />;
}

/** userId, nickname and level: who asks. */
export function RequestMember({ request }: { request: AdminCashRequest }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {request.userId}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.75 }}>
        {request.nickName} · {request.levelNm}
      </Typography>
    </Box>
  );
}

/** The depositor or the full bank account, and for tether the USDT, rate, address and hash. */
export function RequestDestination({ request }: { request: AdminCashRequest }) {
  const account = accountLines(request);
  const tether = tetherLines(request);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: 13 }}>
      {account.length > 0 && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {account.join(' ')}
        </Typography>
      )}
      {tether.map((line) => (
        <Typography
          key={line.value}
          variant="body2"
          sx={{ overflowWrap: 'anywhere', ...(line.label && { fontFamily: 'monospace', fontSize: 12 }) }}
        >
          {line.label && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
              {line.label}
            </Typography>
          )}
          {line.value}
        </Typography>
      ))}
      {request.refusalReason && (
        <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
          {text.refusalReason(request.refusalReason)}
        </Typography>
      )}
    </Box>
  );
}

/** 승인 and 거절 on a pending request; a tether deposit waits for the gateway and can only be refused. */
export function RequestDecisionButtons({
  request,
  decisions,
}: {
  request: AdminCashRequest;
  decisions: CashierDecisions;
}) {
  // A role that may only read the queues (risk, read-only) sees the requests without the buttons.
  const allowed = useCan('cashier.decide');
  if (!canRefuse(request) || !allowed) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        '& button': { whiteSpace: 'nowrap' },
      }}
      // The buttons sit inside a selectable row or card: pressing one decides, it does not select.
      onClick={(event) => event.stopPropagation()}
    >
      {canApprove(request) ? (
        <Button
          size="small"
          variant="contained"
          disabled={decisions.pending}
          onClick={() => void decisions.approve(request)}
        >
          {koAdminCashier.decision.approve}
        </Button>
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {text.gatewayCredits}
        </Typography>
      )}
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={decisions.pending}
        onClick={() => decisions.refuse(request)}
      >
        {koAdminCashier.decision.refuse}
      </Button>
    </Box>
  );
}
