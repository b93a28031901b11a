import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';

import { MAX_PAGE_SIZE } from '@site/contracts/constants';
import { roadsOfKind } from '@site/contracts/rules/roads/minigame-roads';

import { EmptyState } from '../../../../components/ui/empty-state';
import { Panel } from '../../../../components/ui/panel';
import { koMinigames } from '../../../../i18n/ko-minigames';
import { roundsQuery } from '../../api/minigame-calls';
import { BaccaratRoads } from './baccarat-roads';
import { PatternRoads } from './pattern-roads';

/** The rounds a road is drawn from: the newest page the rounds call gives. */
const ROAD_ROUNDS = MAX_PAGE_SIZE;

/** Whether a game of this kind draws roads (출목표); the page shows the panel only then. */
export const hasRoads = (kind: string): boolean => kind === 'baccarat' || roadsOfKind(kind).length > 0;

/**
 * The game's roads (출목표) from its latest drawn rounds: baccarat's scoreboard, or the six-row
 * pattern roads of powerball, ladder and odd/even games. Its rounds are the rounds call's, so a draw
 * that refreshes the results redraws the roads too. Memoised: the game page renders every second
 * for its countdown, and the roads change only when a round is drawn.
 */
export const RoadPanel = memo(function RoadPanel({ gameId, kind }: { gameId: number; kind: string }) {
  const { data, isError } = useQuery(roundsQuery(gameId, 1, ROAD_ROUNDS));
  const rounds = data?.items ?? [];
  return (
    <Panel title={koMinigames.roads.title}>
      {isError ? (
        <EmptyState text={koMinigames.roads.failed} />
      ) : data && rounds.length === 0 ? (
        <EmptyState text={koMinigames.roads.empty} />
      ) : kind === 'baccarat' ? (
        <BaccaratRoads rounds={rounds} />
      ) : (
        <PatternRoads roads={roadsOfKind(kind)} rounds={rounds} />
      )}
    </Panel>
  );
});
