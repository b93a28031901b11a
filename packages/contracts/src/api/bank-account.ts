/**
 * The bank account a member's withdrawals go to and the withdrawal password, registered once at
 * sign-up or in /member. Apart from the cashier so that the sign-up form does not load its rules.
 */
import { z } from 'zod';
import { bankCodes } from '../lookups/banks';
import { textSchema } from './fields';

/** 4 to 6 digits, as Korean sites ask for the withdrawal password. */
export const withdrawalPasswordSchema = z
  .string({ error: '출금 비밀번호를 입력해주세요.' })
  .regex(/^\d{4,6}$/, '출금 비밀번호는 숫자 4~6자리입니다.');

// The outer string check words a missing field in Korean too (zod's own message is English).
export const holderNameSchema = z
  .string({ error: '예금주를 입력해주세요.' })
  .pipe(textSchema.trim().min(2, '예금주를 2자 이상 입력해주세요.').max(20, '예금주는 20자 이하로 입력해주세요.'));

/** The bank account and withdrawal password registered once (sign-up or /member). */
export const bankAccountRegistrationSchema = z.object({
  bankCode: z.enum(bankCodes, { error: '은행을 선택해주세요.' }),
  accountNumber: z
    .string({ error: '계좌번호를 입력해주세요.' })
    .trim()
    .transform((value) => value.replace(/[-\s]/g, ''))
    .pipe(z.string().regex(/^\d{8,16}$/, '계좌번호는 숫자 8~16자리로 입력해주세요.')),
  holderName: holderNameSchema,
  withdrawalPassword: withdrawalPasswordSchema,
});
export type BankAccountRegistration = z.input<typeof bankAccountRegistrationSchema>;

/** GET /member/bank-account: what the member sees of it (masked); null before it is registered. */
export const bankAccountViewSchema = z
  .object({
    bankCode: z.string(),
    bankName: z.string(),
    accountMasked: z.string(),
    holderName: z.string(),
  })
  .nullable();
export type BankAccountView = z.infer<typeof bankAccountViewSchema>;
