import Box from '@mui/material/Box';

import type { MinigameRound } from '@site/contracts/api/minigames';

import { ColumnHeader } from '../../../components/ui/column-header';
import { ListCard } from '../../../components/ui/list-card';
import { koMinigameResults } from '../../../i18n/ko-results';
import { RoundRow, roundColumns } from './round-row';

/** The game's drawn rounds of the day under its name, with the columns named on a wide screen. */
export function RoundList({ title, rounds }: { title: string; rounds: readonly MinigameRound[] }) {
  const t = koMinigameResults;
  return (
    <ListCard title={title}>
      <ColumnHeader
        columns={roundColumns}
        names={[t.round, t.drawnAt, t.result, t.commitment, { text: t.proof, align: 'right' }]}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rounds.map((round) => (
          <RoundRow key={round.id} round={round} />
        ))}
      </Box>
    </ListCard>
  );
}
