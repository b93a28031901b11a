import { playLimitErrors, type PlayLimits, type PlayLimitsUpdate } from '@site/contracts/api/play-limits';
import {
  LIMIT_COOL_OFF_MS,
  limitChangeTiming,
  playLimitKinds,
  type PlayLimitKind,
} from '@site/contracts/responsible-play';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { PlayLimitRow } from '../../db/schema/responsible-play';
import { AppError } from '../../http/app-error';
import { lockBalances } from '../ledger/repo';
import { walletErrors } from '../ledger/service';
import { usedAmounts } from './limit-checks';
import { limitStanding } from './limit-standing';
import {
  cancelPendingLimit,
  listLimitRows,
  pendingAt,
  refreshPlayLimited,
  valueInForce,
  writeLimitNow,
  writeLimitPending,
} from './limits-repo';

/**
 * The member's own limits (issue 33, docs/decisions/061): what GET /member/limits shows, and the
 * changes PUT and DELETE make. Every change is written under the member's row lock (the ledger's), the
 * lock every deposit and stake of the member takes before it checks these limits: a change and a
 * booking are one after the other, never interleaved.
 */
export interface PlayLimitsDeps {
  db: Database;
  clock: Clock;
}

async function readLimits(db: Database, memberId: number, now: Date): Promise<PlayLimits> {
  // One after the other: inside a transaction there is one connection.
  const rows = await listLimitRows(db, memberId);
  const used = await usedAmounts(db, memberId, now);
  return { limits: limitStanding(rows, used, now), now: now.toISOString() };
}

/** GET /member/limits */
export function memberLimits({ db, clock }: PlayLimitsDeps, memberId: number): Promise<PlayLimits> {
  return readLimits(db, memberId, clock.now());
}

/** Locks the member's row (the ledger's lock, which every deposit and stake of the member waits for). */
async function lockMember(tx: Database, memberId: number): Promise<void> {
  if (!(await lockBalances(tx, memberId))) throw new AppError(404, walletErrors.memberNotFound);
}

/**
 * One setting's change, under the member's lock. Setting or lowering applies at once and drops a
 * raise that waited; raising or removing waits LIMIT_COOL_OFF_MS (asking again for the change already
 * waiting keeps its time, another one starts the wait again); asking for what is in force drops a
 * change that waited, since the member has said they want it to stay.
 */
export async function applyLimitChange(
  tx: Database,
  memberId: number,
  row: PlayLimitRow | undefined,
  change: { kind: PlayLimitKind; value: number | null },
  now: Date,
): Promise<void> {
  const { kind, value } = change;
  const inForce = row ? valueInForce(row, now) : null;
  const waiting = row ? pendingAt(row, now) : null;
  switch (limitChangeTiming(kind, inForce, value)) {
    case 'now':
      await writeLimitNow(tx, memberId, kind, value, now);
      return;
    case 'after-cool-off':
      if (waiting && waiting.value === value) return;
      await writeLimitPending(
        tx,
        memberId,
        kind,
        { inForce, value, from: new Date(now.getTime() + LIMIT_COOL_OFF_MS) },
        now,
      );
      return;
    case 'unchanged':
      if (waiting) await writeLimitNow(tx, memberId, kind, inForce, now);
      return;
  }
}

/** PUT /member/limits: every setting the body names, in one transaction; answers the limits as they now stand. */
export async function changeLimits(
  { db, clock }: PlayLimitsDeps,
  memberId: number,
  update: PlayLimitsUpdate,
): Promise<PlayLimits> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    await lockMember(tx, memberId);
    const rows = new Map((await listLimitRows(tx, memberId)).map((row) => [row.kind, row]));
    for (const kind of playLimitKinds) {
      const value = update[kind];
      if (value === undefined) continue;
      await applyLimitChange(tx, memberId, rows.get(kind), { kind, value }, now);
    }
    await refreshPlayLimited(tx, memberId);
    return readLimits(tx, memberId, now);
  });
}

/** DELETE /member/limits/:kind/pending: the waiting raise or removal is dropped; the limit in force stays. */
export async function cancelLimitChange(
  { db, clock }: PlayLimitsDeps,
  memberId: number,
  kind: PlayLimitKind,
): Promise<PlayLimits> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    await lockMember(tx, memberId);
    if (!(await cancelPendingLimit(tx, memberId, kind, now))) throw new AppError(404, playLimitErrors.noPending);
    await refreshPlayLimited(tx, memberId);
    return readLimits(tx, memberId, now);
  });
}
