import Box from '@mui/material/Box';

import { formatTournamentScore, type LeaderboardRow, type TournamentMetric } from '@site/contracts/api/tournaments';

import { EmptyState } from '../../../components/ui/empty-state';
import { koTournaments } from '../../../i18n/ko-tournaments';
import { tableSx } from './prize-table';

/**
 * The ranks with score and prize; the member's own row is highlighted, and shown below the top when
 * it is not among the leaders.
 */
export function Leaderboard({
  title,
  metric,
  leaders,
  me,
}: {
  title: string;
  metric: TournamentMetric;
  leaders: LeaderboardRow[];
  me: LeaderboardRow | null;
}) {
  const t = koTournaments;
  if (leaders.length === 0) return <EmptyState text={t.noEntrants} />;
  const rows = me && !leaders.some((row) => row.mine) ? [...leaders, me] : leaders;
  return (
    <Box component="table" aria-label={title} sx={tableSx}>
      <thead>
        <tr>
          <th>{t.rank}</th>
          <th>{t.nickName}</th>
          <th>{t.score}</th>
          <th>{t.prize}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Box
            component="tr"
            key={row.rank}
            aria-current={row.mine ? 'true' : undefined}
            sx={row.mine ? { bgcolor: 'rgba(184, 144, 103, 0.22)', fontWeight: 700 } : undefined}
          >
            <td>{t.rankOf(row.rank)}</td>
            <td>{row.nickName}</td>
            <td>{formatTournamentScore(metric, row.score)}</td>
            <td>{row.prize > 0 ? t.won(row.prize) : '-'}</td>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}
