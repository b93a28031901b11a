import type { z } from 'zod';
import type { adminBankAccountViewSchema } from '@site/contracts/api/admin-cashier';
import type { BankAccountView } from '@site/contracts/api/bank-account';
import { cashierErrors } from '@site/contracts/api/cashier';
import { bankName, maskAccountNumber } from '@site/contracts/lookups/banks';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { MemberBankAccountRow } from '../../db/schema/cashier';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../auth/passwords';
import { findMemberByUserId } from '../auth/member-lookup';
import { recordSecurityEvent } from '../auth/security-events';
import { memberErrors } from './service';
import {
  BANK_ACCOUNT_ONE_PER_MEMBER,
  findBankAccount,
  insertBankAccount,
  updateBankAccount,
  upsertBankAccount,
  type BankAccountFields,
} from './bank-account-repo';

export const bankAccountErrors = {
  // Without an account there is no withdrawal password to keep, so the operator must set one.
  withdrawalPasswordNeeded: '출금 계좌가 없는 회원은 출금 비밀번호도 함께 입력해주세요.',
} as const;

type AdminBankAccountView = z.infer<typeof adminBankAccountViewSchema>;

/** The detail of a security event the operator caused, as the member reads it. */
const OPERATOR_CHANGE = '운영자가 변경';

export interface BankAccountInput extends BankAccountFields {
  withdrawalPassword: string;
}

/** What the member sees: the bank's name and the number masked, so a borrowed screen does not give it away. */
export function toBankAccountView(row: MemberBankAccountRow | undefined): BankAccountView {
  if (!row) return null;
  return {
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    accountMasked: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
  };
}

/** What the operator sees: the full number, to pay a withdrawal to it. */
export function toAdminBankAccountView(row: MemberBankAccountRow | undefined): AdminBankAccountView {
  if (!row) return null;
  return {
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    accountNumber: row.accountNumber,
    holderName: row.holderName,
  };
}

export async function memberBankAccount(db: Database, memberId: number): Promise<BankAccountView> {
  return toBankAccountView(await findBankAccount(db, memberId));
}

/**
 * A member who joined before accounts were asked at sign-up registers one, once: afterwards only an
 * operator changes it, so a stolen login cannot send the member's withdrawals elsewhere.
 */
export async function registerBankAccount(
  db: Database,
  clock: Clock,
  memberId: number,
  { withdrawalPassword, ...fields }: BankAccountInput,
): Promise<BankAccountView> {
  if (await findBankAccount(db, memberId)) throw new AppError(409, cashierErrors.bankAccountRegistered);
  const withdrawalPasswordHash = await hashPassword(withdrawalPassword);
  try {
    const row = await insertBankAccount(db, memberId, { ...fields, withdrawalPasswordHash }, clock.now());
    return toBankAccountView(row);
  } catch (error) {
    // Two registrations racing past the check above: the primary key lets one through.
    if (isUniqueViolation(error, BANK_ACCOUNT_ONE_PER_MEMBER)) {
      throw new AppError(409, cashierErrors.bankAccountRegistered);
    }
    throw error;
  }
}

export async function adminBankAccount(db: Database, userId: string): Promise<AdminBankAccountView> {
  return toAdminBankAccountView(await findBankAccount(db, await memberIdOf(db, userId)));
}

/** The operator sets or corrects a member's account; without a new withdrawal password the old one stays. */
export async function setBankAccountByOperator(
  db: Database,
  clock: Clock,
  userId: string,
  { withdrawalPassword, ...fields }: BankAccountFields & { withdrawalPassword?: string | undefined },
): Promise<AdminBankAccountView> {
  const memberId = await memberIdOf(db, userId);
  const now = clock.now();
  if (withdrawalPassword !== undefined) {
    const withdrawalPasswordHash = await hashPassword(withdrawalPassword);
    // The member's security events show it: a withdrawal password the member did not set is news to them.
    const row = await db.transaction(async (tx) => {
      const saved = await upsertBankAccount(tx, memberId, { ...fields, withdrawalPasswordHash }, now);
      await recordSecurityEvent(tx, {
        memberId,
        kind: 'withdrawal-password-changed',
        ip: null,
        detail: OPERATOR_CHANGE,
        at: now,
      });
      return saved;
    });
    return toAdminBankAccountView(row);
  }
  const row = await updateBankAccount(db, memberId, fields, now);
  if (!row) throw new AppError(400, bankAccountErrors.withdrawalPasswordNeeded);
  return toAdminBankAccountView(row);
}

async function memberIdOf(db: Database, userId: string): Promise<number> {
  const member = await findMemberByUserId(db, userId);
  if (!member) throw new AppError(404, memberErrors.memberNotFound);
  return member.id;
}
