import type { CSSProperties, ReactNode } from 'react';

import type { Card, MinigameResult } from '@site/contracts/minigame-results';
import { baccaratPoints, blackjackTotal } from '@site/contracts/rules/card-points';

import { koMinigames } from '../../../../i18n/ko-minigames';
import { PlayingCard } from './playing-card';
import type { StageProps } from './stage-props';
import styles from './stage.module.css';

const t = koMinigames.stage;
const PLAYER_BLUE = '#2f6fd6';
const BANKER_RED = '#d93a3a';

/** A side of the table: its name, its cards dealt in turn (order[i]), its points once all are shown. */
function Hand({
  name,
  colour,
  cards,
  order,
  points,
  winner = false,
}: {
  name: string;
  colour: string;
  cards: readonly (Card | null)[];
  order: (index: number) => number;
  points?: ReactNode;
  winner?: boolean;
}) {
  const lastTurn = Math.max(...cards.map((_, i) => order(i)));
  return (
    <div className={`${styles.hand} ${winner ? styles.winner : ''}`} role="group" aria-label={name}>
      <span className={styles.handName} style={{ background: colour }}>
        {name}
      </span>
      <div className={styles.cards}>
        {cards.map((card, i) => (
          <PlayingCard key={i} card={card} order={order(i)} />
        ))}
      </div>
      {points !== undefined && (
        <span className={styles.handPoints} style={{ '--after': `${lastTurn * 0.35 + 0.6}s` } as CSSProperties}>
          {points}
        </span>
      )}
    </div>
  );
}

const faceDown = [null, null] as const;

/** Before the deal: two cards face down for the player and for the other side (banker or dealer). */
function Undealt({ other }: { other: string }) {
  return (
    <div className={styles.hands}>
      <Hand name={t.player} colour={PLAYER_BLUE} cards={faceDown} order={(i) => i} />
      <Hand name={other} colour={BANKER_RED} cards={faceDown} order={(i) => i} />
    </div>
  );
}

function Baccarat({ result }: { result: Extract<MinigameResult, { kind: 'baccarat' }> | null }) {
  if (!result) return <Undealt other={t.banker} />;
  const player = baccaratPoints(result.player);
  const banker = baccaratPoints(result.banker);
  // Dealt as at the table: player, banker, player, banker, then the third cards.
  return (
    <div className={styles.hands}>
      <Hand
        name={t.player}
        colour={PLAYER_BLUE}
        cards={result.player}
        order={(i) => i * 2}
        points={t.points(player)}
        winner={player > banker}
      />
      <Hand
        name={t.banker}
        colour={BANKER_RED}
        cards={result.banker}
        order={(i) => i * 2 + 1}
        points={t.points(banker)}
        winner={banker > player}
      />
    </div>
  );
}

function DragonTiger({ result }: { result: Extract<MinigameResult, { kind: 'dragontiger' }> | null }) {
  return (
    <div className={styles.hands}>
      <Hand
        name={t.dragon}
        colour={BANKER_RED}
        cards={[result?.dragon ?? null]}
        order={() => 0}
        winner={result !== null && result.dragon.rank > result.tiger.rank}
      />
      <Hand
        name={t.tiger}
        colour={PLAYER_BLUE}
        cards={[result?.tiger ?? null]}
        order={() => 1}
        winner={result !== null && result.tiger.rank > result.dragon.rank}
      />
    </div>
  );
}

const blackjackLabel = (cards: readonly Card[]) => {
  const points = blackjackTotal(cards);
  return points > 21 ? `${t.points(points)} ${t.bust}` : t.points(points);
};

function Blackjack({ result }: { result: Extract<MinigameResult, { kind: 'blackjack' }> | null }) {
  if (!result) return <Undealt other={t.dealer} />;
  return (
    <div className={styles.hands}>
      <Hand
        name={t.player}
        colour={PLAYER_BLUE}
        cards={result.player}
        order={(i) => i}
        points={blackjackLabel(result.player)}
      />
      <Hand
        name={t.dealer}
        colour={BANKER_RED}
        cards={result.dealer}
        order={(i) => result.player.length + i}
        points={blackjackLabel(result.dealer)}
      />
    </div>
  );
}

/** One card: high/low against 7, or odd/even and under/over of its rank. */
function OneCard({ card, note }: { card: Card | null; note?: string }) {
  return (
    <div className={styles.hands}>
      <div className={styles.hand}>
        <div className={styles.cards}>
          <PlayingCard card={card} />
        </div>
      </div>
      {note && <span className={styles.chip}>{note}</span>}
    </div>
  );
}

/** The card games' table: cards dealt face down, turned over one by one in the dealing order. */
export default function CardStage({ result, drawing, kind }: StageProps & { kind: string }) {
  const shown = drawing ? null : result;
  switch (kind) {
    case 'baccarat':
      return <Baccarat result={shown?.kind === 'baccarat' ? shown : null} />;
    case 'dragontiger':
      return <DragonTiger result={shown?.kind === 'dragontiger' ? shown : null} />;
    case 'blackjack':
      return <Blackjack result={shown?.kind === 'blackjack' ? shown : null} />;
    case 'highlow':
      return <OneCard card={shown?.kind === 'highlow' ? shown.card : null} note={t.seven} />;
    default:
      return <OneCard card={shown?.kind === 'oddeven' ? shown.card : null} />;
  }
}
