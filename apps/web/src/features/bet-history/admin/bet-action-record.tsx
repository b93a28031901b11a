import Box from '@mui/material/Box';

import type { BetAction } from '@site/contracts/api/admin-bets';
import { formatSeoul } from '@site/contracts/time';

import { koConsole } from '../../../i18n/ko-console';
import { betStatusLabel } from '../rules/bet-status';

const t = koConsole.bets;

/** What operators did to a bet after it was placed: what, who, when, why and what it moved. */
export function BetActionRecord({ actions }: { actions: readonly BetAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={t.history}
      sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', fontSize: 13, display: 'grid', gap: 0.75 }}
    >
      {actions.map((action) => (
        <Box key={`${action.createdAt}-${action.kind}`} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          <strong>{t.actionKinds[action.kind]}</strong>
          <span>
            {betStatusLabel(action.statusBefore)} → {betStatusLabel(action.statusAfter)}
          </span>
          <Box component="span" sx={{ color: action.amount < 0 ? '#e5484d' : 'primary.main' }}>
            {t.moved(action.amount)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t.actionLine(action.operatorUserId, formatSeoul(action.createdAt, 'dateTimeShortYear'))}
          </Box>
          <Box component="q" sx={{ flexBasis: '100%', color: 'text.secondary', wordBreak: 'break-word' }}>
            {action.reason}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
