import { Suspense, lazy, type ComponentType } from 'react';

import type { MinigameRound } from '@site/contracts/api/minigames';
import type { MinigameKind } from '@site/contracts/minigames';
import { formatNumber } from '@site/contracts/rules/format';

import { koMinigames } from '../../../i18n/ko-minigames';
import type { StageProps } from './stage/stage-props';
import styles from './stage/stage.module.css';

type KindStage = ComponentType<StageProps & { kind: string }>;

// Each kind's drawing loads with the first game of that kind that is opened.
const PowerballStage = lazy(() => import('./stage/powerball-stage'));
const LadderStage = lazy(() => import('./stage/ladder-stage'));
const KenoStage = lazy(() => import('./stage/keno-stage'));
const CardStage = lazy(() => import('./stage/card-stage'));
const GostopStage = lazy(() => import('./stage/gostop-stage'));
const DiceStage = lazy(() => import('./stage/dice-stage'));
const WheelStage = lazy(() => import('./stage/wheel-stage'));

const stageOf: Record<Exclude<MinigameKind, 'virtual'>, KindStage> = {
  powerball: PowerballStage,
  ladder: LadderStage,
  kenoladder: LadderStage,
  keno: KenoStage,
  baccarat: CardStage,
  dragontiger: CardStage,
  blackjack: CardStage,
  highlow: CardStage,
  oddeven: CardStage,
  gostop: GostopStage,
  dice: DiceStage,
  sicbo: DiceStage,
  roulette: WheelStage,
  onering: WheelStage,
};

/**
 * The game's stage: while a round is being drawn its kind's machine runs; then the latest drawn
 * round is revealed (keyed by the round, so a new result plays its animation from the start), with
 * the round's number and the result in words.
 */
export function GameStage({
  title,
  kind,
  lastDrawn,
  drawing,
  drawingRoundNo,
}: {
  title: string;
  kind: Exclude<MinigameKind, 'virtual'>;
  lastDrawn: MinigameRound | undefined;
  drawing: boolean;
  drawingRoundNo: number | null;
}) {
  const Stage = stageOf[kind];
  const showing = drawing ? null : (lastDrawn ?? null);
  const caption = drawing
    ? `${drawingRoundNo === null ? '' : `${koMinigames.roundNo(formatNumber(drawingRoundNo))} `}${koMinigames.phase.drawing}`
    : showing
      ? koMinigames.lastResult(formatNumber(showing.roundNo))
      : koMinigames.noResultYet;
  return (
    <section className={styles.stage} aria-label={koMinigames.stageLabel(title)} data-kind={kind}>
      <div className={styles.caption} aria-live="polite">
        {caption}
      </div>
      <Suspense fallback={<div style={{ minHeight: 120 }} />}>
        <Stage
          key={drawing ? 'drawing' : (showing?.id ?? 'none')}
          kind={kind}
          result={showing?.result ?? null}
          drawing={drawing}
        />
      </Suspense>
      {showing?.resultText && (
        <div key={showing.id} className={styles.resultText} data-testid="stage-result">
          {showing.resultText}
        </div>
      )}
    </section>
  );
}
