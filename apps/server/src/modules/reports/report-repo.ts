import type { ReportGrain } from '@site/contracts/api/admin-reports';
import { TIME_ZONE } from '@site/contracts/constants';
import type { LedgerReason } from '@site/contracts/ledger-reasons';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { reasonList } from '../responsible-play/limit-checks';
import {
  BET_PRODUCTS,
  DEPOSIT_BOOKINGS,
  REASON_MEASURES,
  reasonsOf,
  WITHDRAWAL_BOOKINGS,
  WITHDRAWAL_REFUNDS,
  type Measure,
} from './measures';

/** The instants a report reads, `end` exclusive: the first period's start to the last one's end. */
export interface ReportWindow {
  grain: ReportGrain;
  start: Date;
  end: Date;
}

const list = (reasons: LedgerReason[]): SQL => sql.raw(reasonList(reasons));

/** A timestamp column's Seoul period (its first day, YYYY-MM-DD); `date_trunc('week')` starts on Monday. */
const periodOf = (grain: ReportGrain, column: SQL): SQL<string> =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${grain}'`)}, ${column} at time zone ${sql.raw(`'${TIME_ZONE}'`)}), 'YYYY-MM-DD')`;

const COUNTED = (Object.keys(REASON_MEASURES) as LedgerReason[]).filter((reason) => REASON_MEASURES[reason]);
const BET_REASONS = [...reasonsOf('stake', 'bet'), ...reasonsOf('payout', 'bet')];
const MEASURES: Measure['measure'][] = ['stake', 'payout', 'bonus', 'deposit', 'withdrawal'];

/** A ledger row's measure, from REASON_MEASURES. */
const measureSql = sql.raw(
  `case ${MEASURES.map((measure) => `when l.reason = any(${reasonList(reasonsOf(measure))}) then '${measure}'`).join(' ')} end`,
);

/**
 * A ledger row's product: the fixed one of casino and slot reasons; for the sportsbook's, the game type
 * of the bet its reference names — `bet:<id>` itself, `cash-out:<id>` and `bet-action:<id>` through the
 * cash-out's and the operator action's rows.
 */
const productSql = sql.raw(
  `case ${(['casino', 'slot'] as const)
    .map((product) => {
      const reasons = [...reasonsOf('stake', product), ...reasonsOf('payout', product)];
      return `when l.reason = any(${reasonList(reasons)}) then '${product}'`;
    })
    .join(' ')} when l.reason = any(${reasonList(BET_REASONS)}) then case b.game_type ${Object.entries(BET_PRODUCTS)
    .map(([gameType, product]) => `when ${gameType} then '${product}'`)
    .join(' ')} end end`,
);

const betIdOfReference = sql`case
  when l.reference like 'bet:%' then substr(l.reference, 5)::bigint
  when l.reference like 'cash-out:%' then (select co.bet_id from bet_cash_outs co where co.id = substr(l.reference, 10)::bigint)
  when l.reference like 'bet-action:%' then (select a.bet_id from bet_operator_actions a where a.id = substr(l.reference, 12)::bigint)
end`;

/** The counted money movements of the window, each with its measure and product (CTE `moves`). */
const movesCte = (window: ReportWindow): SQL => sql`moves as (
  select l.member_id, l.reason, l.amount, ${measureSql} as measure, ${productSql} as product,
    ${periodOf(window.grain, sql`l.created_at`)} as period
  from wallet_ledger l
  left join bets b on l.reason = any(${list(BET_REASONS)}) and b.id = ${betIdOfReference}
  where l.currency = 'money' and l.reason = any(${list(COUNTED)})
    and l.created_at >= ${window.start} and l.created_at < ${window.end}
)`;

export interface MoneyRow {
  period: string;
  measure: Measure['measure'];
  product: string | null;
  amount: number;
  bookings: number;
  refunds: number;
}

/** Every measure's signed sum per period and product, with the cashier's bookings and refunds counted. */
export async function moneyByPeriod(db: Database, window: ReportWindow): Promise<MoneyRow[]> {
  const rows = await rawRows<Omit<MoneyRow, 'amount'> & { amount: string }>(
    db,
    sql`with ${movesCte(window)}
    select period, measure, product, sum(amount) as amount,
      count(*) filter (where reason = any(${list([...DEPOSIT_BOOKINGS, ...WITHDRAWAL_BOOKINGS])}))::int as bookings,
      count(*) filter (where reason = any(${list(WITHDRAWAL_REFUNDS)}))::int as refunds
    from moves group by period, measure, product`,
  );
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

export interface MembersCountRow {
  /** null on the range's total (grouping sets) */
  period: string | null;
  signUps: number;
  active: number;
  depositing: number;
}

/**
 * Member accounts (type 1, never staff) per period and over the whole range, each counted once: signed
 * up, active (logged in or staked), deposited.
 */
export async function membersByPeriod(db: Database, window: ReportWindow): Promise<MembersCountRow[]> {
  const inWindow = (column: string): SQL =>
    sql`${sql.raw(column)} >= ${window.start} and ${sql.raw(column)} < ${window.end}`;
  return rawRows<MembersCountRow>(
    db,
    sql`with acts as (
      select 'signup' as kind, id as member_id, created_at as at from members where ${inWindow('created_at')}
      union all
      select 'active', member_id, at from member_logins where ${inWindow('at')}
      union all
      select 'active', member_id, created_at from wallet_ledger
        where currency = 'money' and reason = any(${list(reasonsOf('stake').filter((reason) => reason.endsWith('_stake')))})
          and ${inWindow('created_at')}
      union all
      select 'depositing', member_id, created_at from wallet_ledger
        where currency = 'money' and reason = any(${list(DEPOSIT_BOOKINGS)}) and ${inWindow('created_at')}
    ), periods as (
      select ${periodOf(window.grain, sql`acts.at`)} as period, acts.kind, acts.member_id
      from acts join members m on m.id = acts.member_id where m.type = 1 and m.role <> 10
    )
    select period,
      count(distinct member_id) filter (where kind = 'signup')::int as "signUps",
      count(distinct member_id) filter (where kind = 'active')::int as active,
      count(distinct member_id) filter (where kind = 'depositing')::int as depositing
    from periods group by grouping sets ((period), ())`,
  );
}

export interface PartnerSumsRow {
  partnerId: number;
  userId: string;
  nickName: string;
  stakes: number;
  payouts: number;
  deposits: number;
  withdrawals: number;
  members: number;
}

/**
 * Every partner (type-2 account) with the money of its whole tree over the window: each account whose
 * partner chain reaches it (`union`, so a cycle ends the walk), its own members and its sub-partners'.
 */
export async function partnerSums(db: Database, window: ReportWindow): Promise<PartnerSumsRow[]> {
  const sumOf = (measure: Measure['measure']): SQL =>
    sql`coalesce(sum(moves.amount) filter (where moves.measure = ${measure}), 0)`;
  const rows = await rawRows<Record<keyof PartnerSumsRow, string | number>>(
    db,
    sql`with recursive tree(root, id) as (
      select p.id, m.id from members p join members m on m.partner_id = p.id where p.type = 2
      union
      select tree.root, m.id from members m join tree on m.partner_id = tree.id where m.id <> tree.root
    ), ${movesCte(window)}, per_member as (
      select member_id,
        -${sumOf('stake')} as stakes, ${sumOf('payout')} as payouts,
        ${sumOf('deposit')} as deposits, -${sumOf('withdrawal')} as withdrawals
      from moves group by member_id
    )
    select p.id as "partnerId", p.user_id as "userId", p.nick_name as "nickName",
      coalesce(sum(pm.stakes), 0) as stakes, coalesce(sum(pm.payouts), 0) as payouts,
      coalesce(sum(pm.deposits), 0) as deposits, coalesce(sum(pm.withdrawals), 0) as withdrawals,
      (count(distinct m.id) filter (where m.type = 1 and m.role <> 10))::int as members
    from members p
    left join tree on tree.root = p.id
    left join members m on m.id = tree.id
    left join per_member pm on pm.member_id = tree.id
    where p.type = 2
    group by p.id order by p.id`,
  );
  return rows.map((row) => ({
    partnerId: Number(row.partnerId),
    userId: String(row.userId),
    nickName: String(row.nickName),
    stakes: Number(row.stakes),
    payouts: Number(row.payouts),
    deposits: Number(row.deposits),
    withdrawals: Number(row.withdrawals),
    members: Number(row.members),
  }));
}
