import { useState } from 'react';

import type { MinigameRound } from '@site/contracts/api/minigames';
import {
  roadEntries,
  type MinigameRoad,
  type MinigameRoadKey,
  type RoadOutcome,
} from '@site/contracts/rules/roads/minigame-roads';
import { currentRun, outcomeCounts, patternRoad } from '@site/contracts/rules/roads/pattern-road';

import { ChipTabs } from '../../../../components/ui/chip-tabs';
import { koMinigames } from '../../../../i18n/ko-minigames';
import { RoadGrid, type PlacedMark } from './road-grid';
import styles from './road.module.css';

const ko = koMinigames.roads;

/** As Korean pattern sites colour them: the road's first outcome (홀, 언더, 좌, 3줄) blue, the second red. */
const colourClass = (road: MinigameRoad, outcome: RoadOutcome): string =>
  (outcome === road.outcomes[0] ? styles.blue : styles.red) ?? '';

function PatternRoadView({ road, rounds }: { road: MinigameRoad; rounds: readonly MinigameRound[] }) {
  const entries = roadEntries(road, rounds);
  const marks: PlacedMark[] = patternRoad(entries).flatMap((column, columnIndex) =>
    column.entries.map((entry, row) => {
      const carried = column.continued && row === 0;
      const name = ko.outcome[entry.outcome];
      return {
        key: entry.roundId,
        column: columnIndex,
        row,
        label: carried ? ko.carried(name) : name,
        mark: (
          <span
            className={`${styles.circle} ${colourClass(road, entry.outcome)} ${carried ? styles.carried : ''}`}
            data-outcome={entry.outcome}
          >
            {ko.short[entry.outcome]}
          </span>
        ),
      };
    }),
  );
  const counts = outcomeCounts(entries, road.outcomes);
  const run = currentRun(entries);
  return (
    <>
      <RoadGrid label={ko.road(ko.names[road.key])} marks={marks} />
      <div className={styles.legend}>
        {road.outcomes.map((outcome) => (
          <span key={outcome} className={colourClass(road, outcome)}>
            <span className={styles.legendMark} aria-hidden="true" />
            {ko.count(ko.outcome[outcome], counts[outcome])}
          </span>
        ))}
        {run && <span>{ko.run(ko.outcome[run.outcome], run.length)}</span>}
      </div>
    </>
  );
}

/** The game's pattern roads under tabs (파워볼 홀짝, 파워볼 언더오버 …), one drawn at a time. */
export function PatternRoads({ roads, rounds }: { roads: readonly MinigameRoad[]; rounds: readonly MinigameRound[] }) {
  const [chosen, choose] = useState<MinigameRoadKey | null>(null);
  const road = roads.find((candidate) => candidate.key === chosen) ?? roads[0];
  if (!road) return null;
  return (
    <>
      {roads.length > 1 && (
        <div className={styles.tabs}>
          <ChipTabs
            label={ko.tabs}
            tabs={roads.map((candidate) => ({ key: candidate.key, label: ko.names[candidate.key] }))}
            selected={road.key}
            onSelect={choose}
          />
        </div>
      )}
      <PatternRoadView road={road} rounds={rounds} />
    </>
  );
}
