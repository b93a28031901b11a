import { sql } from 'drizzle-orm';
import type { RollingKind } from '@site/contracts/api/rolling';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import type { SeoulRange } from '../../lib/seoul-day';

/** Per kind, the caller's credits in the range: those a paid settlement took ("after") and the rest ("before"). */
export async function kindTotals(db: Database, memberId: number, range: SeoulRange) {
  const rows = await rawRows<{ kind: RollingKind; before: string; after: string }>(
    db,
    sql`select c.kind,
               coalesce(sum(c.amount) filter (where s.status is distinct from 'paid'), 0) as before,
               coalesce(sum(c.amount) filter (where s.status = 'paid'), 0) as after
          from rolling_credits c
          left join rolling_settlements s on s.id = c.settlement_id
         where c.beneficiary_id = ${memberId} and c.at >= ${range.start} and c.at < ${range.end}
         group by c.kind`,
  );
  return rows.map((row) => ({ kind: row.kind, before: Number(row.before), after: Number(row.after) }));
}

/** Per kind, what is unsettled now, whatever its day: what a settlement would claim. */
export async function claimableByKind(db: Database, memberId: number) {
  const rows = await rawRows<{ kind: RollingKind; amount: string }>(
    db,
    sql`select kind, sum(amount) as amount from rolling_credits
         where beneficiary_id = ${memberId} and settlement_id is null
         group by kind`,
  );
  return rows.map((row) => ({ kind: row.kind, amount: Number(row.amount) }));
}

/** The bettors who earned the caller most in the range, per kind (ten each). */
export async function topAgents(db: Database, memberId: number, range: SeoulRange) {
  const rows = await rawRows<{ kind: RollingKind; user_id: string; stake: string; amount: string }>(
    db,
    sql`select kind, user_id, stake, amount from (
          select c.kind, m.user_id, sum(case when c.reversal_of is null then c.stake else -c.stake end) as stake,
                 sum(c.amount) as amount,
                 row_number() over (partition by c.kind order by sum(c.amount) desc, m.user_id) as place
            from rolling_credits c join members m on m.id = c.source_member_id
           where c.beneficiary_id = ${memberId} and c.at >= ${range.start} and c.at < ${range.end}
           group by c.kind, m.user_id
        ) ranked
        where place <= 10
        order by kind, amount desc, user_id`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    userId: row.user_id,
    stake: Number(row.stake),
    amount: Number(row.amount),
  }));
}

/** The caller's rates now: their own rows (members and partners), to be filled from the referral rates for a member without any. */
export async function ownRates(db: Database, memberId: number) {
  return rawRows<{ kind: RollingKind; rolling_bp: number }>(
    db,
    sql`select kind, rolling_bp from rolling_rates where member_id = ${memberId}`,
  );
}

export interface CreditFilter {
  memberId: number;
  kinds: readonly RollingKind[];
  range: SeoulRange;
}

const creditWhere = ({ memberId, kinds, range }: CreditFilter) =>
  sql`c.beneficiary_id = ${memberId} and c.kind = any(${`{${kinds.join(',')}}`}::text[])
      and c.at >= ${range.start} and c.at < ${range.end}`;

export async function creditRows(db: Database, filter: CreditFilter, window: { limit: number; offset: number }) {
  return rawRows<{
    id: string;
    at: Date;
    kind: RollingKind;
    user_id: string;
    bet_id: string;
    stake: string;
    rate_bp: number;
    amount: string;
    via: 'recommender' | 'partner';
    settled: boolean;
  }>(
    db,
    sql`select c.id, c.at, c.kind, m.user_id, c.bet_id, c.stake, c.rate_bp, c.amount, c.via,
               (s.status = 'paid') is true as settled
          from rolling_credits c
          join members m on m.id = c.source_member_id
          left join rolling_settlements s on s.id = c.settlement_id
         where ${creditWhere(filter)}
         order by c.at desc, c.id desc
         limit ${window.limit} offset ${window.offset}`,
  );
}

export async function creditTotals(db: Database, filter: CreditFilter) {
  const [row] = await rawRows<{ count: string; stake: string; amount: string }>(
    db,
    sql`select count(*) as count,
               coalesce(sum(case when c.reversal_of is null then c.stake else -c.stake end), 0) as stake,
               coalesce(sum(c.amount), 0) as amount
          from rolling_credits c
         where ${creditWhere(filter)}`,
  );
  return { count: Number(row?.count ?? 0), stake: Number(row?.stake ?? 0), amount: Number(row?.amount ?? 0) };
}
