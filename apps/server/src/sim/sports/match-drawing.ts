/** What the sports' event drawers share: the drawn event, the periods of play, the pitch's geometry. */
import type { MatchEvent, MatchSide } from '@site/contracts/api/livetv';

/** A drawn event before its number, clock and running score are known. */
export type DrawnEvent = Omit<MatchEvent, 'seq' | 'clock' | 'score'>;

/** A stretch of play (half, quarter, overtime, set), numbered from 1. */
export interface PlayingPeriod {
  period: number;
  fromSec: number;
  toSec: number;
}

export const otherSide = (side: MatchSide): MatchSide => (side === 'home' ? 'away' : 'home');

/** A number rounded to a tenth, kept on the pitch. */
export const onPitch = (value: number): number => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

/** x for a side attacking at a depth (0 its own goal … 100 the opponent's): home attacks to the right. */
export const towardGoal = (side: MatchSide, depth: number): number => onPitch(side === 'home' ? depth : 100 - depth);
