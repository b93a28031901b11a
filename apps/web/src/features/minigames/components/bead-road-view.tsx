import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';

import { Text } from '../../../components/ui/text';
import { koMinigames } from '../../../i18n/ko-minigames';
import { roundsQuery } from '../api/minigame-calls';
import { BEAD_ROWS, beadCounts, beadRoad, beadsOf, type BeadOutcome } from '@site/contracts/rules/roads/bead-road';

const COLUMNS = 12;
/** The rounds a full road holds, fetched as one page. */
const ROAD_SIZE = COLUMNS * BEAD_ROWS;
const CELL = 24;

const beadColour: Record<BeadOutcome, string> = { P: '#2f6fd6', B: '#d93a3a', T: '#2e9d5b' };

/** Baccarat's bead road of the latest rounds: P, B and T circles down columns of six, pairs as dots. */
export function BeadRoadView({ gameId }: { gameId: number }) {
  const { data } = useQuery(roundsQuery(gameId, 1, ROAD_SIZE));
  const beads = beadsOf(data?.items ?? []);
  const road = beadRoad(beads, COLUMNS);
  const counts = beadCounts(beads);
  return (
    <Box component="figure" sx={{ m: 0, mb: 2 }}>
      <Box
        component="figcaption"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1 }}
      >
        <Text variant="body2" sx={{ fontWeight: 700 }}>
          {koMinigames.beadRoad}
        </Text>
        <Text variant="caption" sx={{ color: 'text.secondary' }}>
          {koMinigames.beadCounts(counts.P, counts.B, counts.T)}
        </Text>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          role="list"
          aria-label={koMinigames.beadRoad}
          data-testid="bead-road"
          sx={{
            position: 'relative',
            width: COLUMNS * CELL,
            height: BEAD_ROWS * CELL,
            backgroundImage:
              'linear-gradient(rgba(184,144,103,0.18) 1px, transparent 1px), linear-gradient(90deg, rgba(184,144,103,0.18) 1px, transparent 1px)',
            backgroundSize: `${CELL}px ${CELL}px`,
            border: 1,
            borderColor: 'divider',
            bgcolor: '#f8f4ec0d',
          }}
        >
          {road.map((bead) => (
            <Box
              key={bead.roundId}
              role="listitem"
              aria-label={koMinigames.bead[bead.outcome]}
              data-outcome={bead.outcome}
              sx={{
                position: 'absolute',
                left: bead.column * CELL + 2,
                top: bead.row * CELL + 2,
                width: CELL - 4,
                height: CELL - 4,
                borderRadius: '50%',
                bgcolor: beadColour[bead.outcome],
                color: '#fff',
                fontSize: 11,
                fontWeight: 800,
                lineHeight: `${CELL - 4}px`,
                textAlign: 'center',
              }}
            >
              {koMinigames.beadShort[bead.outcome]}
              {bead.playerPair && <PairDot colour={beadColour.P} corner="left" />}
              {bead.bankerPair && <PairDot colour={beadColour.B} corner="right" />}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function PairDot({ colour, corner }: { colour: string; corner: 'left' | 'right' }) {
  return (
    <Box
      component="span"
      aria-label={koMinigames.pair}
      sx={{
        position: 'absolute',
        bottom: -1,
        [corner]: -1,
        width: 7,
        height: 7,
        borderRadius: '50%',
        bgcolor: colour,
        border: '1px solid #fff',
      }}
    />
  );
}
