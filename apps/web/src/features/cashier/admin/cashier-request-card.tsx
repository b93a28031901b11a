import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { formatWon } from '@site/contracts/rules/format';

import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { bonusText, decidedText, requestTime } from '../rules/cashier-request-view';
import { CashierContextPanel } from './cashier-context-panel';
import { CashStatusChip, RequestDecisionButtons, RequestDestination, RequestMember } from './cashier-request-parts';
import type { CashRequestListProps } from './cashier-request-list';

const text = koAdminCashier.queue;

/**
 * A request on a phone: a card. There is no room beside a card, so the chosen card opens below
 * itself with its member's balance, rolling and recent requests.
 */
export function CashRequestCard({
  request,
  deposits,
  selectedId,
  onSelect,
  decisions,
}: { request: AdminCashRequest } & CashRequestListProps) {
  const selected = request.id === selectedId;
  return (
    <Box component="li">
      <Paper
        variant="outlined"
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={text.select(request.id)}
        onClick={() => onSelect(request)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onSelect(request);
        }}
        sx={{
          p: 1.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.75,
          cursor: 'pointer',
          borderColor: selected ? 'primary.main' : 'divider',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <RequestMember request={request} />
          <Box sx={{ flex: 1 }} />
          <CashStatusChip request={request} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 700 }}>{formatWon(request.amount)}</Typography>
          {deposits && (
            <Typography variant="body2" color="text.secondary">
              {bonusText(request)}
            </Typography>
          )}
        </Box>
        <RequestDestination request={request} />
        <Typography variant="caption" color="text.secondary">
          {text.createdAt} {requestTime(request.createdAt)}
          {request.decidedAt && ` · ${text.decided} ${decidedText(request)}`}
        </Typography>
        <RequestDecisionButtons request={request} decisions={decisions} />
      </Paper>
      {selected && (
        <Box sx={{ mt: 1 }}>
          <CashierContextPanel request={request} />
        </Box>
      )}
    </Box>
  );
}
