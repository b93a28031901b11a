import Box from '@mui/material/Box';

import type { TournamentPrize } from '@site/contracts/api/tournaments';

import { koTournaments } from '../../../i18n/ko-tournaments';

export function PrizeTable({ prizes }: { prizes: TournamentPrize[] }) {
  const t = koTournaments;
  return (
    <Box component="table" aria-label={t.prizeTable} sx={tableSx}>
      <thead>
        <tr>
          <th>{t.rank}</th>
          <th>{t.prize}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.rank}>
            <td>{t.rankOf(prize.rank)}</td>
            <td>{t.won(prize.amount)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** Shared by the prize table and the leaderboard: compact rows, figures to the right. */
export const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  '& th, & td': { py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left' },
  '& th': { color: 'text.secondary', fontWeight: 500, fontSize: 13 },
  '& td:last-of-type, & th:last-of-type': { textAlign: 'right' },
} as const;
