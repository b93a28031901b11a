import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ROLE_ADMINISTRATOR, type LoginResponse } from '@site/contracts/api/member';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import type { App } from '../app';
import type { Database } from '../db/client';
import type { MemberRow, NewMemberRow } from '../db/schema/members';
import { hashPassword } from '../modules/auth/passwords';
import type { Currency } from '../modules/ledger/repo';
import { changeBalance } from '../modules/ledger/service';
import { insertMember } from '../modules/members/repo';

export const TEST_PASSWORD = 'test1234';

/** The withdrawal account every sign-up must carry (contracts bankAccountRegistrationSchema). */
export const TEST_BANK_ACCOUNT = {
  bankCode: '004',
  accountNumber: '123-456-789012',
  holderName: '홍길동',
  withdrawalPassword: '1234',
} as const;

// Hashing costs ~30 ms on purpose; one hash per distinct password is enough for tests.
const hashes = new Map<string, Promise<string>>();

let counter = 0;

/**
 * A member with its own userId, nickname and phone; `password` defaults to TEST_PASSWORD. An
 * administrator (role 10) is an owner, who may do everything in the console, unless the test names
 * another staff role or none (`staffRole: null`, which may do nothing).
 */
export async function createMember(
  db: Database,
  overrides: Partial<Omit<NewMemberRow, 'passwordHash'>> & { password?: string } = {},
): Promise<MemberRow> {
  counter += 1;
  const {
    password = TEST_PASSWORD,
    staffRole = overrides.role === ROLE_ADMINISTRATOR ? 'owner' : null,
    ...fields
  } = overrides;
  let passwordHash = hashes.get(password);
  if (!passwordHash) hashes.set(password, (passwordHash = hashPassword(password)));
  const suffix = `${process.pid % 1000}${counter}`;
  return insertMember(db, {
    userId: `member${suffix}`,
    nickName: `회원${suffix}`,
    phone: '01099990000',
    levelNm: '새싹',
    ...fields,
    staffRole,
    passwordHash: await passwordHash,
  });
}

export function authHeaders(token: string): Record<string, string> {
  return { [AUTH_HEADER]: bearer(token) };
}

export function loginRequest(
  app: App,
  userId: string,
  password: string = TEST_PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/member/login', payload: { userId, password }, remoteAddress });
}

/**
 * Logs in and answers the token; fails the test if the login is refused or asks for a second factor
 * (an enrolled account logs in with test/second-factor.ts, or DemoApp.login for the demo accounts).
 */
export async function loginAs(app: App, userId: string, password: string = TEST_PASSWORD): Promise<string> {
  const response = await loginRequest(app, userId, password);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<LoginResponse>();
  if ('otpRequired' in body) throw new Error(`${userId} has a second factor: log in with loginWithSecondFactor`);
  return body.token;
}

export function getUser(app: App, token: string, remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/member/user', headers: authHeaders(token), remoteAddress });
}

/** Money (or points) a test member starts with, entered through the ledger as a deposit would, so the two agree. */
export async function giveOpeningMoney(
  db: Database,
  memberId: number,
  amount: number,
  currency: Currency = 'money',
): Promise<void> {
  await db.transaction((tx) =>
    changeBalance(tx, {
      memberId,
      currency,
      amount,
      reason: 'opening',
      reference: `member:${memberId}`,
    }),
  );
}
