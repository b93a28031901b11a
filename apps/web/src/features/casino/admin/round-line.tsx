import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { casinoRoundStatusNames, type AdminCasinoRound } from '@site/contracts/api/admin-casino';
import { casinoAggregatorNames, casinoProductNames } from '@site/contracts/casino';
import { formatSeoulDateTime } from '@site/contracts/clock';
import { formatWon } from '@site/contracts/rules/format';

import { koCasinoAdmin } from '../../../i18n/ko-casino-admin';

const t = koCasinoAdmin.rounds;

/** One casino round as both the bet list and the stuck list show it: who, which game, money, status. */
export function RoundLine({ round, action }: { round: AdminCasinoRound; action?: ReactNode }) {
  return (
    <Box
      component="li"
      aria-label={`${t.round} ${round.providerRoundId}`}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        fontSize: 13,
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <strong>{round.member.userId}</strong>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          ({round.member.nickName})
        </Box>
        <Box sx={{ color: 'text.secondary' }}>
          {casinoAggregatorNames[round.aggregator]} · {casinoProductNames[round.product]} · {round.vendorNameKorean} ·{' '}
          {round.gameNameKorean}
        </Box>
        <Box sx={{ color: 'text.secondary' }}>
          {t.round} {round.providerRoundId} · {t.openedAt} {formatSeoulDateTime(Date.parse(round.openedAt))}
        </Box>
      </Box>
      <Box sx={{ minWidth: 140 }}>
        {t.stake} {formatWon(round.stake)}
        <br />
        {t.win} {formatWon(round.win)}
      </Box>
      <Box sx={{ minWidth: 120 }}>
        <strong>{casinoRoundStatusNames[round.status]}</strong>
        {round.detail && <Box sx={{ color: 'text.secondary' }}>{round.detail}</Box>}
      </Box>
      {action}
    </Box>
  );
}
