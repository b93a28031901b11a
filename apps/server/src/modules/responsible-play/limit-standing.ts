import type { PlayLimitView } from '@site/contracts/api/play-limits';
import {
  moneyLimitShape,
  playLimitKinds,
  type MoneyLimitKind,
  type PlayLimitKind,
} from '@site/contracts/responsible-play';
import type { PlayLimitRow } from '../../db/schema/responsible-play';
import { remainingOf, type UsedAmounts } from './limit-checks';
import { pendingAt, valueInForce } from './limits-repo';
import { nextPeriodStarts } from './periods';

const isMoneyKind = (kind: PlayLimitKind): kind is MoneyLimitKind => kind in moneyLimitShape;

/**
 * Every setting as it stands at `now`, in the order of playLimitKinds: the value in force, a change
 * waiting for its 24 hours, and for money limits what the period used, what is left and when it resets.
 * The member's page and the console's view of the member (operator-view.ts) both show this.
 */
export function limitStanding(rows: readonly PlayLimitRow[], used: UsedAmounts, now: Date): PlayLimitView[] {
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const resets = nextPeriodStarts(now);
  return playLimitKinds.map((kind): PlayLimitView => {
    const row = byKind.get(kind);
    const value = row ? valueInForce(row, now) : null;
    const waiting = row ? pendingAt(row, now) : null;
    const pending = waiting ? { value: waiting.value, from: waiting.from.toISOString() } : null;
    if (!isMoneyKind(kind)) return { kind, value, pending, usage: null };
    const { measure, period } = moneyLimitShape[kind];
    const spent = used[measure][period];
    const usage = {
      used: spent,
      left: value === null ? null : remainingOf(value, spent),
      resetsAt: resets[period].toISOString(),
    };
    return { kind, value, pending, usage };
  });
}
