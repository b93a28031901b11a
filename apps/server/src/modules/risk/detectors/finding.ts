/**
 * What every detector shares: the finding it hands the sweep, the window it looks back over, and the
 * pieces of evidence an analyst follows (a bet, a cashier request, a login, a ledger row).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RiskEvidence, RiskFlagKind } from '@site/contracts/api/admin-risk';
import { formatWon } from '@site/contracts/rules/format';
import type { Database } from '../../../db/client';

/** One flag to raise: the unique (kind, memberId, otherMemberId, subject) and what was seen. */
export interface Finding {
  kind: RiskFlagKind;
  memberId: number;
  /** 0 when the finding is about one member */
  otherMemberId: number;
  subject: string;
  evidence: RiskEvidence;
}

export interface DetectorContext {
  db: Database;
  /** the start of the window every detector reads (the sweep's now minus RISK_WINDOW_MS) */
  since: Date;
}

export type Detector = (context: DetectorContext) => Promise<Finding[]>;

/**
 * How far back a sweep reads bets and cashier requests: a week. The sweep runs every few minutes, so
 * anything is looked at many times while it is in the window; a week also covers a sweep that did not
 * run for days (every host down), and keeps each query on the time indexes' recent end.
 */
export const RISK_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The most findings one detector raises in one run: a burst (a new detector on an old site) is worked
 * off over the next runs, since a flagged finding is not read again, and no run holds a statement long.
 */
export const FINDINGS_PER_RUN = 200;

/** `and not exists` a flag of this kind for these members and subject: what was flagged is not read again. */
export const notFlagged = (kind: RiskFlagKind, memberId: SQL, otherMemberId: SQL, subject: SQL): SQL =>
  sql`not exists (select 1 from risk_flags f
       where f.kind = ${kind} and f.member_id = ${memberId} and f.other_member_id = ${otherMemberId} and f.subject = ${subject})`;

/** A bet as the evidence shows it. */
export interface BetEvidenceRow {
  bet_id: number;
  user_id: string;
  stake: number;
  created_at: Date;
  /** what was picked and at what price, e.g. '홈 승 @ 2.10' */
  pick: string;
}

export const betItem = (row: BetEvidenceRow): RiskEvidence['items'][number] => ({
  type: 'bet',
  id: Number(row.bet_id),
  memberUserId: row.user_id,
  at: new Date(row.created_at).toISOString(),
  amount: Number(row.stake),
  detail: `${row.pick} · ${formatWon(Number(row.stake))}`,
});
