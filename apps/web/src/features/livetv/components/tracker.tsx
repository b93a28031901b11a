import type { LiveTvMatch, MatchSide, TrackerState } from '@site/contracts/api/livetv';

import { koLiveTv } from '../../../i18n/ko-livetv';
import { FIELD_HEIGHT, FIELD_WIDTH, FieldDrawing } from './court-drawings';
import styles from './livetv.module.css';

const SIDE_COLOUR: Record<MatchSide, string> = { home: '#5d8fd6', away: '#e0795a' };

/** A band of the field by depth from the side's own end (0 … 100), as x from … to in drawing units. */
function band(side: MatchSide, fromDepth: number, toDepth: number): { x: number; width: number } {
  const from = side === 'home' ? fromDepth : 100 - toDepth;
  return { x: (from * FIELD_WIDTH) / 100, width: ((toDepth - fromDepth) * FIELD_WIDTH) / 100 };
}

/** Where the side's play is, by what it is doing: the tracker's shaded zone. */
function zoneOf(match: LiveTvMatch, tracker: TrackerState): { x: number; width: number } | null {
  const { side, action } = tracker;
  if (!side) return null;
  if (match.sport === 'volleyball') return band(side, 0, 50);
  if (match.sport === 'basketball') return action === 'possession' || action === 'basket' ? band(side, 50, 100) : null;
  switch (action) {
    case 'attack':
      return band(side, 50, 78);
    case 'dangerousAttack':
    case 'shotOnTarget':
    case 'shotOffTarget':
    case 'corner':
    case 'goal':
      return band(side, 78, 100);
    case 'possession':
      return band(side, 30, 60);
    default:
      return null;
  }
}

/** The big word over the field for the moments that deserve one; shown once per event. */
function bigCallOf(match: LiveTvMatch, tracker: TrackerState): string | null {
  if (tracker.action === 'goal') return koLiveTv.actions.goal;
  if (tracker.action === 'setWon') return koLiveTv.actions.setWon;
  const latest = match.timeline[0];
  if (tracker.action === 'basket' && latest?.kind === 'basket' && latest.points === 3) return '+3';
  return null;
}

/** What the banner says: whose move and what it is. */
function bannerOf(match: LiveTvMatch, tracker: TrackerState): string {
  const latest = match.timeline[0];
  const team = tracker.side ? match[tracker.side] : null;
  let what: string = koLiveTv.actions[tracker.action];
  if (tracker.action === 'basket' && latest?.kind === 'basket') what = koLiveTv.basketPoints(latest.points ?? 2);
  if (tracker.action === 'point' && latest?.kind === 'point' && latest.detail)
    what = koLiveTv.pointDetails[latest.detail];
  return team ? `${team} · ${what}` : what;
}

/**
 * The animated tracker: the pitch or court, the side in play's zone and direction, the ball, and
 * the moment's banner (goal, card, run, set point). Home attacks to the right.
 */
export function Tracker({ match }: { match: LiveTvMatch }) {
  const { tracker } = match;
  const zone = zoneOf(match, tracker);
  const colour = tracker.side ? SIDE_COLOUR[tracker.side] : '#fff';
  const ball = tracker.ball && { x: (tracker.ball.x * FIELD_WIDTH) / 100, y: (tracker.ball.y * FIELD_HEIGHT) / 100 };
  const shooting = ['shotOnTarget', 'shotOffTarget', 'goal'].includes(tracker.action) && match.sport === 'football';
  const goalX = tracker.side === 'home' ? FIELD_WIDTH : 0;
  const big = bigCallOf(match, tracker);
  const card = tracker.action === 'yellowCard' ? styles.yellow : tracker.action === 'redCard' ? styles.red : null;
  const banner = bannerOf(match, tracker);

  return (
    <section className={styles.tracker} aria-label={koLiveTv.tracker}>
      <svg viewBox={`0 0 ${FIELD_WIDTH} ${FIELD_HEIGHT}`} role="img" aria-label={banner}>
        <FieldDrawing sport={match.sport} />
        {zone && (
          <rect
            key={`${tracker.side}-${zone.x}`}
            className={styles.zone}
            x={zone.x}
            y={0}
            width={zone.width}
            height={FIELD_HEIGHT}
            fill={colour}
            opacity={0.28}
          />
        )}
        {zone && tracker.side && match.sport !== 'volleyball' && (
          <Chevrons side={tracker.side} centreX={zone.x + zone.width / 2} colour={colour} />
        )}
        {shooting && ball && (
          <line
            x1={ball.x}
            y1={ball.y}
            x2={goalX}
            y2={tracker.action === 'shotOffTarget' ? (ball.y < 60 ? 40 : 80) : 60}
            stroke="#fff"
            strokeWidth={0.8}
            strokeDasharray="3 2"
          />
        )}
        {ball && (
          <g className={styles.ball} style={{ transform: `translate(${ball.x}px, ${ball.y}px)` }}>
            <circle r={5} fill={colour} opacity={0.35} />
            <circle r={2.6} fill="#fff" stroke="#222" strokeWidth={0.6} />
          </g>
        )}
      </svg>
      <p
        className={`${styles.trackerBanner} ${tracker.side === 'away' ? styles.bannerAway : styles.bannerHome}`}
        key={tracker.eventSeq ?? -1}
      >
        {card && <span className={`${styles.card} ${card}`} aria-hidden="true" />}
        <span>{banner}</span>
      </p>
      {big && (
        <p className={styles.bigCall} key={`big-${tracker.eventSeq}`} aria-hidden="true">
          {big}
        </p>
      )}
      {tracker.run && (
        <p
          className={`${styles.sideBadge} ${tracker.run.side === 'home' ? styles.sideBadgeHome : styles.sideBadgeAway}`}
        >
          {match[tracker.run.side]} {koLiveTv.run(tracker.run.points)}
        </p>
      )}
      {tracker.set && (
        <p className={`${styles.sideBadge} ${styles.sideBadgeHome}`}>
          {koLiveTv.set(tracker.set.number)} {tracker.set.points[0]} : {tracker.set.points[1]}
        </p>
      )}
    </section>
  );
}

/** Three arrowheads pointing the way the side attacks. */
function Chevrons({ side, centreX, colour }: { side: MatchSide; centreX: number; colour: string }) {
  const direction = side === 'home' ? 1 : -1;
  return (
    <g className={styles.arrow} stroke={colour} strokeWidth={2.2} fill="none" strokeLinecap="round">
      {[-8, 0, 8].map((offset) => {
        const x = centreX + offset * direction;
        return <path key={offset} d={`M${x - 3 * direction} 52 L${x + 3 * direction} 60 L${x - 3 * direction} 68`} />;
      })}
    </g>
  );
}
