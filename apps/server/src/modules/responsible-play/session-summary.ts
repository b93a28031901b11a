import type { SessionSummary } from '@site/contracts/api/reality-check';
import type { Database } from '../../db/client';
import { preparedStatement, runPrepared } from '../../db/prepared';
import { REFUND_REASONS, STAKE_REASONS, WIN_REASONS, reasonList } from './limit-checks';
import { listLimitRows, valueInForce } from './limits-repo';

type SessionPlayRow = Record<'staked' | 'refunded' | 'won', string>;

/**
 * What the member staked and got back since `since` (the session's start), every product, from the
 * ledger: the same reasons the loss limit counts, so the reality check and the limits agree.
 */
const sessionPlayStatement = preparedStatement<SessionPlayRow, [number, Date]>(
  'reality-check-session-play',
  `select
     coalesce(-sum(amount) filter (where reason = any(${reasonList(STAKE_REASONS)})), 0) as staked,
     coalesce(sum(amount) filter (where reason = any(${reasonList(REFUND_REASONS)})), 0) as refunded,
     coalesce(sum(amount) filter (where reason = any(${reasonList(WIN_REASONS)})), 0) as won
   from wallet_ledger
   where member_id = $1 and currency = 'money' and created_at >= $2`,
);

/**
 * The reality check's figures for a session that began at `startedAt`: the member's interval and
 * session limit in force at `now`, the stakes (less refunds), what came back and the net result.
 */
export async function sessionSummary(
  db: Database,
  memberId: number,
  startedAt: Date,
  now: Date,
): Promise<SessionSummary> {
  const rows = await listLimitRows(db, memberId);
  const inForce = (kind: 'realityCheckMinutes' | 'sessionMinutes') => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row ? valueInForce(row, now) : null;
  };
  const [play] = await runPrepared(db, sessionPlayStatement, [memberId, startedAt]);
  const refunded = Number(play?.refunded ?? 0);
  const stakes = Number(play?.staked ?? 0) - refunded;
  const returns = Number(play?.won ?? 0);
  return {
    startedAt: startedAt.toISOString(),
    now: now.toISOString(),
    realityCheckMinutes: inForce('realityCheckMinutes'),
    sessionMinutes: inForce('sessionMinutes'),
    stakes,
    returns,
    net: returns - stakes,
  };
}
