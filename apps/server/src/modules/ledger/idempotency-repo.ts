import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { idempotencyKeys, type IdempotencyScope } from '../../db/schema/idempotency';
import type { Balances } from './repo';

export interface KeyRow {
  memberId: number;
  scope: IdempotencyScope;
  key: string;
  fingerprint: string;
}

/**
 * Locks the member's row, claims the key for this request and then takes the caller's `hold`, in one
 * statement (one round trip on the bet's hot path, docs/decisions/022). The claim's insert reads the
 * locked row, so the member is locked first; a twin of this call waits there and then finds the key
 * claimed. ON CONFLICT looks at committed rows, not the statement's snapshot, so a claim committed while
 * this statement waited is seen. Undefined when the member does not exist.
 */
export async function lockMemberAndClaim(
  db: Database,
  claim: KeyRow,
  hold?: SQL,
): Promise<{ balances: Balances; claimed: boolean } | undefined> {
  const held = hold ? sql`(select count(*) from (${hold}) as held)` : sql`0`;
  const [row] = await rawRows<{ emoney: string | number; point: string | number; claimed: boolean }>(
    db,
    sql`with member as (select id, emoney, point from members where id = ${claim.memberId} for update),
        claim as (
          insert into idempotency_keys (member_id, scope, key, fingerprint)
          select id, ${claim.scope}, ${claim.key}, ${claim.fingerprint} from member
          on conflict do nothing
          returning member_id)
        select m.emoney, m.point, exists (select 1 from claim) as claimed, ${held} as held
        from member m`,
  );
  if (!row) return undefined;
  return { balances: { emoney: Number(row.emoney), point: Number(row.point) }, claimed: row.claimed };
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
