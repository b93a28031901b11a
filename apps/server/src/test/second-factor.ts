import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LoginResponse, SessionResponse } from '@site/contracts/api/member';
import type { App } from '../app';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { demoAccounts } from '../db/demo-data';
import { members } from '../db/schema/members';
import { memberTwoFactor } from '../db/schema/two-factor';
import { base32Decode, base32Encode } from '../modules/auth/two-factor/base32';
import { enrolWithSecret } from '../modules/auth/two-factor/enrol-directly';
import { totpCode } from '../modules/auth/two-factor/totp';
import { loginAs, loginRequest } from './members';

/** Enrols the member with a fresh secret, as if they had confirmed it; answers the base32 secret. */
export async function enrolTestMember(db: Database, memberId: number, now = new Date()): Promise<string> {
  const secret = base32Encode(randomBytes(20));
  await enrolWithSecret(db, memberId, secret, now);
  return secret;
}

/** The current code of a base32 secret at the app's time. */
export const codeAt = (secret: string, at: Date): string => totpCode(base32Decode(secret), at);

/** POST member/login/otp. */
export function codeStep(app: App, ticket: string, code: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/member/login/otp', payload: { ticket, code }, remoteAddress });
}

/** The ticket of a login that asks for a code; fails the test if it answered anything else. */
export async function loginTicket(app: App, userId: string, password: string): Promise<string> {
  const response = await loginRequest(app, userId, password);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<LoginResponse>();
  if (!('otpRequired' in body)) throw new Error(`${userId} logged in without a second factor`);
  return body.ticket;
}

/**
 * Both steps of a login for an enrolled account; answers the token. Tests log one account in many
 * times a minute, which a person with one code per 30 s cannot: the step last used is forgotten first
 * (the reuse rule has its own tests, two-factor.test.ts).
 */
export async function loginWithSecondFactor(
  app: App,
  { db, clock }: { db: Database; clock: Clock },
  userId: string,
  password: string,
  secret: string,
): Promise<string> {
  const ticket = await loginTicket(app, userId, password);
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.userId, userId));
  if (!member) throw new Error(`no member ${userId}`);
  await db.update(memberTwoFactor).set({ lastStep: null }).where(eq(memberTwoFactor.memberId, member.id));
  const response = await codeStep(app, ticket, codeAt(secret, clock.now()));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SessionResponse>().token;
}

/** Logs a README account in, with its printed TOTP secret's current code where it has one; answers the token. */
export function loginDemoAccount(
  app: App,
  context: { db: Database; clock: Clock },
  userId: string,
  password: string,
): Promise<string> {
  const secret = demoAccounts.find((account) => account.userId === userId)?.twoFactorSecret;
  if (!secret) return loginAs(app, userId, password);
  return loginWithSecondFactor(app, context, userId, password, secret);
}

/**
 * A server process's login of a README account (the process runs on the real clock): the password,
 * then, for an account the README prints a TOTP secret for, the code of now. Answers the token.
 */
export async function loginOverHttp(baseUrl: string, userId: string, password: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${path} as ${userId}: ${response.status} ${await response.text()}`);
    return (await response.json()) as LoginResponse;
  };
  const answer = await post('/member/login', { userId, password });
  if (!('otpRequired' in answer)) return answer.token;
  const secret = demoAccounts.find((account) => account.userId === userId)?.twoFactorSecret;
  if (!secret) throw new Error(`${userId} asks for a code and has no printed secret`);
  const session = await post('/member/login/otp', { ticket: answer.ticket, code: codeAt(secret, new Date()) });
  if ('otpRequired' in session) throw new Error('the code step answered another ticket');
  return session.token;
}
