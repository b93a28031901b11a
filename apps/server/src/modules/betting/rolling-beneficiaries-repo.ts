import { sql } from 'drizzle-orm';
import type { RollingKind } from '@site/contracts/api/rolling';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';

/** A partner on a bettor's chain, nearest first (depth 1 = the bettor's own partner), with its rate for the kind. */
export interface ChainPartner {
  id: number;
  depth: number;
  rollingBp: number;
}

/** A tree deeper than this is a loop an operator made by mistake; the walk stops rather than spin. */
const MAX_TREE_DEPTH = 20;

export async function partnerChain(db: Database, memberId: number, kind: RollingKind): Promise<ChainPartner[]> {
  const rows = await rawRows<{ id: number; depth: number; rolling_bp: number | null }>(
    db,
    sql`with recursive chain (id, depth) as (
          select partner_id, 1 from members where id = ${memberId} and partner_id is not null
          union all
          select parent.partner_id, chain.depth + 1
            from chain join members parent on parent.id = chain.id
           where parent.partner_id is not null and chain.depth < ${MAX_TREE_DEPTH}
        )
        select chain.id, chain.depth, rates.rolling_bp
          from chain
          left join rolling_rates rates on rates.member_id = chain.id and rates.kind = ${kind}
         order by chain.depth`,
  );
  return rows.map((row) => ({ id: row.id, depth: row.depth, rollingBp: row.rolling_bp ?? 0 }));
}

/** The bettor's recommender when that is a member (a partner's code puts the bettor in its tree instead), with its own rate if it has one. */
export async function memberRecommender(
  db: Database,
  memberId: number,
  kind: RollingKind,
): Promise<{ id: number; ownRateBp: number | null } | undefined> {
  const [row] = await rawRows<{ id: number; rolling_bp: number | null }>(
    db,
    sql`select recommender.id, rates.rolling_bp
          from members bettor
          join members recommender on recommender.user_id = bettor.recommender
          left join rolling_rates rates on rates.member_id = recommender.id and rates.kind = ${kind}
         where bettor.id = ${memberId} and recommender.type <> ${MEMBER_TYPE_MANAGER} and recommender.id <> bettor.id`,
  );
  return row && { id: row.id, ownRateBp: row.rolling_bp };
}
