import Box from '@mui/material/Box';

import type { HistoryEntry } from '@site/contracts/api/cashier';
import { formatSeoul } from '@site/contracts/time';

import { ListRow } from '../../../components/ui/list-row';
import { koCashier } from '../../../i18n/ko-cashier';
import { amountColour, ledgerReasonName } from '../rules/history-entry';

/** One movement of money or points: when, why (in Korean), how much (+/-, coloured) and what was left. */
export function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const t = koCashier.point;
  const reason = ledgerReasonName(entry.reason);
  return (
    <ListRow label={`${reason} ${t.signed(entry.amount, entry.currency)}`} centred={false}>
      <Box sx={{ fontWeight: 700, fontSize: 14 }}>
        {reason}
        {entry.memo && (
          <Box component="span" sx={{ ml: 0.75, fontWeight: 400, fontSize: 12, color: 'text.secondary' }}>
            {entry.memo}
          </Box>
        )}
      </Box>
      <Box
        data-testid="history-amount"
        sx={{ fontWeight: 700, fontSize: 14, textAlign: 'right', color: amountColour(entry.amount) }}
      >
        {t.signed(entry.amount, entry.currency)}
      </Box>
      <Box component="time" dateTime={entry.createdAt} sx={{ fontSize: 12, color: 'text.secondary' }}>
        {formatSeoul(entry.createdAt, 'dateTimeShortYear')}
      </Box>
      <Box sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'right' }}>
        {t.balanceAfter} {t.amountOf(entry.balanceAfter, entry.currency)}
      </Box>
    </ListRow>
  );
}
