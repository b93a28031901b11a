import Box from '@mui/material/Box';

import { ChipTabs } from '../../../components/ui/chip-tabs';
import { koMinigameResults } from '../../../i18n/ko-results';
import { gameGroups, groupOf, type ResultGame } from '../rules/results-query';

const providerTabs = gameGroups.map((group) => ({ key: group.key, label: group.nameKorean }));

/**
 * The game whose rounds are listed: the provider first, then one of its games. Choosing a provider
 * opens its first game, so a choice always shows rounds.
 */
export function GameChooser({ game, onChoose }: { game: ResultGame; onChoose: (gameId: number) => void }) {
  const t = koMinigameResults;
  const group = groupOf(game);
  const games = (group?.games ?? []).map((candidate) => ({ key: String(candidate.id), label: candidate.nameKorean }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ChipTabs
        label={t.providers}
        tabs={providerTabs}
        selected={group?.key ?? ''}
        onSelect={(key) => {
          const first = gameGroups.find((candidate) => candidate.key === key)?.games[0];
          if (first) onChoose(first.id);
        }}
      />
      <Box sx={{ pl: 1.25, borderLeft: 2, borderColor: 'primary.main' }}>
        <ChipTabs label={t.games} tabs={games} selected={String(game.id)} onSelect={(key) => onChoose(Number(key))} />
      </Box>
    </Box>
  );
}
