import Box from '@mui/material/Box';

import type { HistoryEntry } from '@site/contracts/api/cashier';
import { formatSeoul } from '@site/contracts/time';

import { koWallet } from '../../../i18n/ko-wallet';
import { amountColour, ledgerReasonName } from '../rules/history-entry';

/** One movement of money or points: when, why (in Korean), how much (+/-, coloured) and what was left. */
export function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const t = koWallet.point;
  const reason = ledgerReasonName(entry.reason);
  return (
    <Box
      component="li"
      aria-label={`${reason} ${t.signed(entry.amount, entry.currency)}`}
      sx={{
        listStyle: 'none',
        px: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gap: 0.25,
        columnGap: 1,
      }}
    >
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
    </Box>
  );
}
