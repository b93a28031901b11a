import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement, runPrepared, type PreparedStatement } from '../../db/prepared';
import { idempotencyKeys, type IdempotencyScope } from '../../db/schema/idempotency';
import type { Balances } from './repo';

export interface KeyRow {
  memberId: number;
  scope: IdempotencyScope;
  key: string;
  fingerprint: string;
}

/**
 * Rows a caller wants held after the member's row, in the claim's own statement (the sports slip's
 * fixtures, FOR SHARE): a select whose text is fixed, its parameters numbered from $5 (after the
 * claim's four), with the values of one call.
 */
export interface Hold {
  clause: { name: string; text: string };
  values: readonly unknown[];
}

type ClaimValues = readonly [memberId: number, scope: string, key: string, fingerprint: string, ...held: unknown[]];
type ClaimRow = { emoney: string; point: string; play_limited: boolean; claimed: boolean };

const claimText = (held: string) =>
  `with member as (select id, emoney, point, play_limited from members where id = $1 for update),
   claim as (
     insert into idempotency_keys (member_id, scope, key, fingerprint)
     select id, $2, $3, $4 from member
     on conflict do nothing
     returning member_id)
   select m.emoney, m.point, m.play_limited, exists (select 1 from claim) as claimed, ${held} as held
   from member m`;

const claimWithoutHold = preparedStatement<ClaimRow, ClaimValues>('ledger-claim', claimText('0'));
/** One statement per kind of hold, built the first time it is used. */
const claimsWithHold = new Map<string, PreparedStatement<ClaimRow, ClaimValues>>();

function claimStatement(hold: Hold | undefined): PreparedStatement<ClaimRow, ClaimValues> {
  if (!hold) return claimWithoutHold;
  const { name, text } = hold.clause;
  let statement = claimsWithHold.get(name);
  if (!statement) {
    statement = preparedStatement(`ledger-claim+${name}`, claimText(`(select count(*) from (${text}) as held)`));
    claimsWithHold.set(name, statement);
  }
  return statement;
}

/**
 * Locks the member's row, claims the key for this request and then takes the caller's `hold`, in one
 * prepared statement (one round trip on the bet's hot path, docs/decisions/022 and 045). The claim's
 * insert reads the locked row, so the member is locked first; a twin of this call waits there and then
 * finds the key claimed. ON CONFLICT looks at committed rows, not the statement's snapshot, so a claim
 * committed while this statement waited is seen. Undefined when the member does not exist.
 */
export async function lockMemberAndClaim(
  db: Database,
  claim: KeyRow,
  hold?: Hold,
): Promise<{ balances: Balances; claimed: boolean; limited: boolean } | undefined> {
  const values: ClaimValues = [claim.memberId, claim.scope, claim.key, claim.fingerprint, ...(hold?.values ?? [])];
  const [row] = await runPrepared(db, claimStatement(hold), values);
  if (!row) return undefined;
  return {
    balances: { emoney: Number(row.emoney), point: Number(row.point) },
    claimed: row.claimed,
    limited: row.play_limited,
  };
}

/** The fingerprint of the request that claimed the key, if one did. */
export async function findFingerprint(
  db: Database,
  { memberId, scope, key }: Omit<KeyRow, 'fingerprint'>,
): Promise<string | undefined> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row?.fingerprint;
}
