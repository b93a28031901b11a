/**
 * The risk sweep (issue 36, docs/decisions/077): each detector reads a bounded recent window and the
 * sweep raises what it found as flags, `on conflict do nothing` on the flags' unique finding, so a run
 * repeated, or two at once (the worker and an analyst's 지금 검사), raise each finding once.
 *
 * It only reads the members' money, bets and logins (plain selects, no row locks, each statement
 * within the session's statement timeout) and writes nothing but risk_flags: a sweep never holds a
 * lock a bet, a deposit or a login waits on.
 */
import { sql } from 'drizzle-orm';
import { riskFlagKinds, type RiskFlagKind, type RiskSweepResult } from '@site/contracts/api/admin-risk';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { jsonParameter, rawRows } from '../../db/raw-query';
import { detectBigWins } from './detectors/big-win';
import { detectBonusAbuse } from './detectors/bonus-abuse';
import { RISK_WINDOW_MS, type Detector, type Finding } from './detectors/finding';
import { detectHedgeAcross } from './detectors/hedge-across';
import { detectSharedValues } from './detectors/shared-values';
import { detectStakeJumps } from './detectors/stake-jump';

const DETECTORS: readonly Detector[] = [
  detectSharedValues,
  detectHedgeAcross,
  detectBonusAbuse,
  detectBigWins,
  detectStakeJumps,
];

export interface RiskSweepDeps {
  db: Database;
  clock: Clock;
}

/** Raises the findings not flagged yet; answers the kinds of the flags this statement inserted. */
async function raise(db: Database, findings: Finding[]): Promise<RiskFlagKind[]> {
  if (findings.length === 0) return [];
  const rows = await rawRows<{ kind: RiskFlagKind }>(
    db,
    sql`
    insert into risk_flags (kind, member_id, other_member_id, subject, evidence)
    select f.kind, f.member_id, f.other_member_id, f.subject, f.evidence
      from jsonb_to_recordset(${jsonParameter(
        findings.map((finding) => ({
          kind: finding.kind,
          member_id: finding.memberId,
          other_member_id: finding.otherMemberId,
          subject: finding.subject,
          evidence: finding.evidence,
        })),
      )}::jsonb) as f(kind text, member_id int, other_member_id int, subject text, evidence jsonb)
    on conflict (kind, member_id, other_member_id, subject) do nothing
    returning kind`,
  );
  return rows.map((row) => row.kind);
}

/** One run of every detector, one after the other; answers how many new flags of each kind it raised. */
export async function runRiskSweep({ db, clock }: RiskSweepDeps): Promise<RiskSweepResult> {
  const since = new Date(clock.now().getTime() - RISK_WINDOW_MS);
  const created = Object.fromEntries(riskFlagKinds.map((kind) => [kind, 0])) as Record<RiskFlagKind, number>;
  for (const detect of DETECTORS) {
    for (const kind of await raise(db, await detect({ db, since }))) created[kind] += 1;
  }
  return { created, total: Object.values(created).reduce((sum, count) => sum + count, 0) };
}
