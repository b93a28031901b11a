import type { LedgerReason } from '@site/contracts/ledger-reasons';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement, runPrepared } from '../../db/prepared';
import { walletLedger, type LedgerRow } from '../../db/schema/wallet';

export type Currency = LedgerRow['currency'];

export interface Balances {
  emoney: number;
  point: number;
}

/** The locked row's balances, and whether the member has money limits of their own (members.play_limited). */
export interface LockedBalances extends Balances {
  /** a deposit or a stake booked under this lock must pass responsible-play's limit checks */
  limited: boolean;
}

const lockBalancesStatement = preparedStatement<
  { emoney: string; point: string; play_limited: boolean },
  [memberId: number]
>('ledger-lock-balances', 'select emoney, point, play_limited from members where id = $1 for update');

/**
 * Reads the member's balances and locks the row until the transaction ends, so changes of one member
 * queue up. It answers play_limited in the same read, so a booking that must check the member's own
 * limits knows it without another round trip.
 */
export async function lockBalances(db: Database, memberId: number): Promise<LockedBalances | undefined> {
  const [row] = await runPrepared(db, lockBalancesStatement, [memberId]);
  return row && { emoney: Number(row.emoney), point: Number(row.point), limited: row.play_limited };
}

export type NewLedgerRow = typeof walletLedger.$inferInsert;

/** A wallet_ledger row as node-postgres answers it (int8 as text). */
interface LedgerRecord {
  id: string;
  member_id: number;
  currency: Currency;
  reason: LedgerReason;
  reference: string;
  amount: string;
  balance_before: string;
  balance_after: string;
  memo: string | null;
  created_at: Date;
}

const ledgerRowOf = (row: LedgerRecord): LedgerRow => ({
  id: Number(row.id),
  memberId: row.member_id,
  currency: row.currency,
  reason: row.reason,
  reference: row.reference,
  amount: Number(row.amount),
  balanceBefore: Number(row.balance_before),
  balanceAfter: Number(row.balance_after),
  memo: row.memo,
  createdAt: row.created_at,
});

const LEDGER_COLUMNS =
  'id, member_id, currency, reason, reference, amount, balance_before, balance_after, memo, created_at';

type RecordValues = [
  memberId: number,
  reason: LedgerReason,
  reference: string,
  amount: number,
  balanceBefore: number,
  balanceAfter: number,
  memo: string | null,
];

/** The balance's column is part of the text: one statement for each currency. */
const recordStatement = (currency: Currency, column: 'emoney' | 'point') =>
  preparedStatement<LedgerRecord, RecordValues>(
    `ledger-record-${currency}`,
    `with moved as (update members set ${column} = $6 where id = $1)
     insert into wallet_ledger (member_id, currency, reason, reference, amount, balance_before, balance_after, memo)
     values ($1, '${currency}', $2, $3, $4, $5, $6, $7)
     returning ${LEDGER_COLUMNS}`,
  );
const recordStatements = { money: recordStatement('money', 'emoney'), point: recordStatement('point', 'point') };

/** The SQL of each value of a money debit written inside a caller's statement (heldMoneyDebitClauses). */
export interface DebitClauseValues {
  memberId: string;
  reason: string;
  /** an expression, e.g. of a column of `from` */
  reference: string;
  amount: string;
  before: string;
  after: string;
  /** the clause (WITH name) the row's values are selected from, one row */
  from: string;
}

/**
 * A debit of money as clauses of a caller's data-modifying WITH: the member's new balance and its
 * ledger row, written by the statement that makes what the debit is for (a new bet's stake with the bet:
 * one round trip less, decision 046). As setBalanceAndRecord, for a member whose row the transaction
 * holds and whose balances it read (before, after, the refusal below zero are the caller's: changeBalance's
 * rules, HeldBalances). The ledger's unique index and checks hold as for any booking.
 */
export function heldMoneyDebitClauses(v: DebitClauseValues): string {
  return `debit_balance as (update members set emoney = ${v.after} where id = ${v.memberId}),
     debit_entry as (
       insert into wallet_ledger (member_id, currency, reason, reference, amount, balance_before, balance_after)
       select ${v.memberId}, 'money', ${v.reason}, ${v.reference}, ${v.amount}, ${v.before}, ${v.after} from ${v.from})`;
}

/**
 * Writes the member's new balance (row.balanceAfter) and its ledger row in one statement (a
 * data-modifying WITH): one round trip less on every movement, while the member's row is locked.
 */
export async function setBalanceAndRecord(db: Database, row: NewLedgerRow): Promise<LedgerRow> {
  const [inserted] = await runPrepared(db, recordStatements[row.currency ?? 'money'], [
    row.memberId,
    row.reason,
    row.reference,
    row.amount,
    row.balanceBefore,
    row.balanceAfter,
    row.memo ?? null,
  ]);
  if (!inserted) throw new Error('insert into wallet_ledger returned no row');
  return ledgerRowOf(inserted);
}

/** Seed only: rows another server seeding at the same moment already wrote are skipped. */
export async function insertLedgerRowsIfMissing(db: Database, rows: NewLedgerRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(walletLedger).values(rows).onConflictDoNothing();
}

const findLedgerRowStatement = preparedStatement<
  LedgerRecord,
  [currency: Currency, reason: LedgerReason, reference: string]
>(
  'ledger-find-row',
  `select ${LEDGER_COLUMNS} from wallet_ledger where currency = $1 and reason = $2 and reference = $3`,
);

export async function findLedgerRow(
  db: Database,
  currency: Currency,
  reason: LedgerReason,
  reference: string,
): Promise<LedgerRow | undefined> {
  const [row] = await runPrepared(db, findLedgerRowStatement, [currency, reason, reference]);
  return row && ledgerRowOf(row);
}

export async function listLedger(
  db: Database,
  memberId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<LedgerRow[]> {
  return db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.memberId, memberId))
    .orderBy(desc(walletLedger.id))
    .limit(limit)
    .offset(offset);
}

export async function countLedger(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(walletLedger).where(eq(walletLedger.memberId, memberId));
  return row?.total ?? 0;
}
