import {
  nextPeriodStart,
  REPORT_PRODUCTS,
  reportPeriods,
  type CashRow,
  type MembersRow,
  type ProductFigures,
  type ProductsRow,
  type Report,
  type ReportProduct,
  type ReportQuery,
} from '@site/contracts/api/admin-reports';
import { seoulDayStartOf } from '@site/contracts/clock';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { membersByPeriod, moneyByPeriod, partnerSums, type MoneyRow, type ReportWindow } from './report-repo';

/** A report reads a quarter of the ledger at most; longer than a list's statement, still bounded. */
export const REPORT_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * The report of a range (already checked by reportQuerySchema): whole periods from from's to to's, every
 * period a row (zeros too) and the total, read in one read-only transaction so the sections agree.
 */
export async function buildReport(db: Database, query: ReportQuery): Promise<Report> {
  const { grain, from, to } = query;
  const periods = reportPeriods(grain, from, to);
  const last = periods.at(-1) ?? from;
  const window: ReportWindow = {
    grain,
    start: seoulDayStartOf(periods[0] ?? from),
    end: seoulDayStartOf(nextPeriodStart(grain, last)),
  };
  const { money, members, partners } = await db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${REPORT_STATEMENT_TIMEOUT_MS}`));
      return {
        money: await moneyByPeriod(tx, window),
        members: await membersByPeriod(tx, window),
        partners: await partnerSums(tx, window),
      };
    },
    { accessMode: 'read only' },
  );
  return {
    grain,
    from,
    to,
    periods,
    products: withTotal(
      periods.map((period) => productsRow(period, money)),
      sumProducts,
    ),
    cash: withTotal(
      periods.map((period) => cashRow(period, money)),
      sumCash,
    ),
    members: membersTable(periods, members),
    partners: partners.map(({ payouts, ...partner }) => ({ ...partner, ggr: partner.stakes - payouts })),
  };
}

const withTotal = <Row>(rows: Row[], total: (rows: Row[]) => Row) => ({ rows, total: total(rows) });

const sumOf = (rows: MoneyRow[], measure: MoneyRow['measure'], product?: ReportProduct): number =>
  rows
    .filter((row) => row.measure === measure && (product === undefined || row.product === product))
    .reduce((sum, row) => sum + row.amount, 0);

function figures(stakes: number, payouts: number): ProductFigures {
  return { stakes, payouts, ggr: stakes - payouts };
}

function productsRow(period: string | null, money: MoneyRow[]): ProductsRow {
  const rows = money.filter((row) => row.period === period);
  const byProduct = Object.fromEntries(
    REPORT_PRODUCTS.map((product) => [
      product,
      figures(-sumOf(rows, 'stake', product), sumOf(rows, 'payout', product)),
    ]),
  ) as Record<ReportProduct, ProductFigures>;
  // stakes and payouts whose bet is gone from every product (none should be) still count in the total
  const total = figures(-sumOf(rows, 'stake'), sumOf(rows, 'payout'));
  const bonuses = sumOf(rows, 'bonus');
  return { period, byProduct, ...total, bonuses, ngr: total.ggr - bonuses };
}

function sumProducts(rows: ProductsRow[]): ProductsRow {
  const add = (pick: (row: ProductsRow) => ProductFigures) =>
    figures(
      rows.reduce((sum, row) => sum + pick(row).stakes, 0),
      rows.reduce((sum, row) => sum + pick(row).payouts, 0),
    );
  const byProduct = Object.fromEntries(
    REPORT_PRODUCTS.map((product) => [product, add((row) => row.byProduct[product])]),
  ) as Record<ReportProduct, ProductFigures>;
  const total = add((row) => row);
  const bonuses = rows.reduce((sum, row) => sum + row.bonuses, 0);
  return { period: null, byProduct, ...total, bonuses, ngr: total.ggr - bonuses };
}

function cashRow(period: string | null, money: MoneyRow[]): CashRow {
  const rows = money.filter((row) => row.period === period);
  const of = (measure: 'deposit' | 'withdrawal') => rows.filter((row) => row.measure === measure);
  const deposits = sumOf(rows, 'deposit');
  const withdrawals = -sumOf(rows, 'withdrawal');
  return {
    period,
    deposits,
    depositCount: of('deposit').reduce((sum, row) => sum + row.bookings, 0),
    withdrawals,
    withdrawalCount: of('withdrawal').reduce((sum, row) => sum + row.bookings - row.refunds, 0),
    net: deposits - withdrawals,
  };
}

function sumCash(rows: CashRow[]): CashRow {
  const sum = (key: Exclude<keyof CashRow, 'period'>) => rows.reduce((total, row) => total + row[key], 0);
  return {
    period: null,
    deposits: sum('deposits'),
    depositCount: sum('depositCount'),
    withdrawals: sum('withdrawals'),
    withdrawalCount: sum('withdrawalCount'),
    net: sum('net'),
  };
}

function membersTable(periods: string[], counted: MembersRow[]): Report['members'] {
  const empty = (period: string | null): MembersRow => ({ period, signUps: 0, active: 0, depositing: 0 });
  const byPeriod = new Map(counted.map((row) => [row.period, row]));
  return {
    rows: periods.map((period) => byPeriod.get(period) ?? empty(period)),
    total: { ...(byPeriod.get(null) ?? empty(null)), period: null },
  };
}
