import { useState } from 'react';

import type { MinigameRound } from '@site/contracts/api/minigames';
import {
  BEAD_ROWS,
  beadCounts,
  beadRoad,
  beadsOf,
  type Bead,
  type BeadOutcome,
} from '@site/contracts/rules/roads/bead-road';
import { bigRoad, type BigRoad } from '@site/contracts/rules/roads/big-road';
import {
  derivedEntries,
  derivedRoadKeys,
  nextColour,
  placeDerived,
  type DerivedColour,
  type DerivedRoadKey,
} from '@site/contracts/rules/roads/derived-roads';

import { ChipTabs } from '../../../../components/ui/chip-tabs';
import { koMinigames } from '../../../../i18n/ko-minigames';
import { RoadGrid, type PlacedMark } from './road-grid';
import styles from './road.module.css';

const ko = koMinigames.roads;

type BaccaratTab = 'big' | 'bead' | 'derived';

/** Banker red, player blue, tie green, as every baccarat scoreboard. */
const outcomeClass: Record<BeadOutcome, string> = {
  B: styles.red ?? '',
  P: styles.blue ?? '',
  T: styles.green ?? '',
};
const colourClass: Record<DerivedColour, string> = { red: styles.red ?? '', blue: styles.blue ?? '' };

function BigRoadView({ road }: { road: BigRoad }) {
  const marks: PlacedMark[] = road.cells.map((cell) => ({
    key: cell.roundId,
    column: cell.column,
    row: cell.row,
    label: [
      koMinigames.bead[cell.outcome],
      cell.ties > 0 && ko.ties(cell.ties),
      (cell.playerPair || cell.bankerPair) && koMinigames.pair,
    ]
      .filter(Boolean)
      .join(' '),
    mark: (
      <>
        <span className={`${styles.ring} ${outcomeClass[cell.outcome]}`} data-outcome={cell.outcome} />
        {cell.ties > 0 && <span className={styles.tie} aria-hidden="true" />}
        {cell.ties > 1 && (
          <span className={styles.tieCount} aria-hidden="true">
            {cell.ties}
          </span>
        )}
        {cell.bankerPair && <span className={styles.pairBanker} aria-hidden="true" />}
        {cell.playerPair && <span className={styles.pairPlayer} aria-hidden="true" />}
      </>
    ),
  }));
  return <RoadGrid label={ko.road(ko.bigRoad)} marks={marks} />;
}

function BeadRoadView({ beads }: { beads: readonly Bead[] }) {
  const marks: PlacedMark[] = beadRoad(beads, Math.ceil(beads.length / BEAD_ROWS)).map((bead) => ({
    key: bead.roundId,
    column: bead.column,
    row: bead.row,
    label: [koMinigames.bead[bead.outcome], (bead.playerPair || bead.bankerPair) && koMinigames.pair]
      .filter(Boolean)
      .join(' '),
    mark: (
      <>
        <span className={`${styles.circle} ${outcomeClass[bead.outcome]}`} data-outcome={bead.outcome}>
          {koMinigames.beadShort[bead.outcome]}
        </span>
        {bead.bankerPair && <span className={styles.pairBanker} aria-hidden="true" />}
        {bead.playerPair && <span className={styles.pairPlayer} aria-hidden="true" />}
      </>
    ),
  }));
  return <RoadGrid label={ko.road(ko.beadRoad)} marks={marks} />;
}

const derivedMark: Record<DerivedRoadKey, string> = {
  bigEyeBoy: styles.ring ?? '',
  smallRoad: styles.dot ?? '',
  cockroachPig: styles.slash ?? '',
};

/** 대안로, 소로 and 바퀴로 one under another, each with what a banker or a player win would add next. */
function DerivedRoadsView({ road }: { road: BigRoad }) {
  return (
    <div className={styles.derived}>
      {derivedRoadKeys.map((key) => {
        const name = ko.derivedNames[key];
        const marks: PlacedMark[] = placeDerived(derivedEntries(road, key)).map((entry) => ({
          key: entry.roundId,
          column: entry.column,
          row: entry.row,
          label: ko.colour[entry.colour],
          mark: <span className={`${derivedMark[key]} ${colourClass[entry.colour]}`} data-colour={entry.colour} />,
        }));
        return (
          <section key={key} aria-label={name}>
            <div className={styles.derivedHead}>
              <span>{name}</span>
              <span className={styles.next}>
                {(['B', 'P'] as const).map((side) => {
                  const next = nextColour(road, key, side);
                  return <span key={side}>{ko.next(koMinigames.bead[side], next ? ko.colour[next] : ko.notYet)}</span>;
                })}
              </span>
            </div>
            <RoadGrid label={ko.road(name)} marks={marks} cell={14} />
          </section>
        );
      })}
    </div>
  );
}

/** Baccarat's scoreboard: the big road, the bead road and the three derived roads (중국점), under tabs. */
export function BaccaratRoads({ rounds }: { rounds: readonly MinigameRound[] }) {
  const [tab, setTab] = useState<BaccaratTab>('big');
  const beads = beadsOf(rounds);
  const road = bigRoad(beads);
  const counts = beadCounts(beads);
  return (
    <>
      <div className={styles.tabs}>
        <ChipTabs
          label={ko.tabs}
          tabs={[
            { key: 'big', label: ko.bigRoad },
            { key: 'bead', label: ko.beadRoad },
            { key: 'derived', label: ko.derived },
          ]}
          selected={tab}
          onSelect={setTab}
        />
      </div>
      {tab === 'big' && <BigRoadView road={road} />}
      {tab === 'bead' && <BeadRoadView beads={beads} />}
      {tab === 'derived' && <DerivedRoadsView road={road} />}
      <div className={styles.legend}>
        {(['B', 'P', 'T'] as const).map((outcome) => (
          <span key={outcome} className={outcomeClass[outcome]}>
            <span className={styles.legendMark} aria-hidden="true" />
            {ko.count(koMinigames.bead[outcome], counts[outcome])}
          </span>
        ))}
      </div>
    </>
  );
}
