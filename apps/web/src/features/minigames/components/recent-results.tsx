import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { MinigameRound } from '@site/contracts/api/minigames';
import { TIME_ZONE } from '@site/contracts/constants';
import { formatNumber } from '@site/contracts/rules/format';

import { ActionButton } from '../../../components/ui/action-button';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { koMinigames } from '../../../i18n/ko-minigames';
import { RESULTS_PAGE_SIZE, roundsQuery } from '../api/minigame-calls';
import { RoundProof } from './round-proof';

const seoulTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function ResultRow({ round }: { round: MinigameRound }) {
  return (
    <Box
      component="li"
      data-round-id={round.id}
      aria-label={koMinigames.roundNo(formatNumber(round.roundNo))}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        fontSize: 13,
      }}
    >
      <Box sx={{ display: 'grid', lineHeight: 1.3 }}>
        <Box component="strong">{koMinigames.roundNo(formatNumber(round.roundNo))}</Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
          {seoulTime.format(new Date(round.drawsAt))}
        </Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {round.status === 'cancelled' ? koMinigames.phase.cancelled : (round.resultText ?? '')}
      </Box>
      <RoundProof round={round} />
    </Box>
  );
}

/**
 * The game's drawn rounds, newest first, ten a page: the result in words and each round's proof;
 * the roads are the road panel's (roads/road-panel.tsx). The current round's commitment is shown
 * before its draw.
 */
export function RecentResults({ gameId, current }: { gameId: number; current: MinigameRound | undefined }) {
  const [page, setPage] = useState(1);
  const { data, isError } = useQuery(roundsQuery(gameId, page, RESULTS_PAGE_SIZE));
  const pageCount = Math.max(1, data?.pageCount ?? 1);

  return (
    <Panel title={koMinigames.results}>
      {current && (
        <Box sx={{ mb: 1, fontSize: 12, color: 'text.secondary' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {`${koMinigames.currentCommitment} (${koMinigames.roundNo(formatNumber(current.roundNo))}) `}
          </Box>
          <Box component="code" data-testid="current-commitment" sx={{ overflowWrap: 'anywhere' }}>
            {current.commitment}
          </Box>
          <Box sx={{ mt: 0.5 }}>{koMinigames.proofHelp}</Box>
        </Box>
      )}
      {isError ? (
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {koMinigames.resultsFailed}
        </Text>
      ) : data && data.items.length === 0 ? (
        <Text variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
          {koMinigames.resultsEmpty}
        </Text>
      ) : (
        <Box component="ol" aria-label={koMinigames.results} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data?.items.map((round) => (
            <ResultRow key={round.id} round={round} />
          ))}
        </Box>
      )}
      {pageCount > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, mt: 1.5 }}>
          <ActionButton variant="outlined" compact disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {koMinigames.previousPage}
          </ActionButton>
          <Text variant="body2">{koMinigames.pageOf(page, pageCount)}</Text>
          <ActionButton variant="outlined" compact disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            {koMinigames.nextPage}
          </ActionButton>
        </Box>
      )}
    </Panel>
  );
}
