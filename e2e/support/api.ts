import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';

import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { mainPort } from './server-env';
import { codesToTry, DEMO_TWO_FACTOR_SECRETS, nextStep, totp } from './totp';

/**
 * Written by the setup project: the one administrator session every test shares. Named by the server's
 * port, so that two runs at once in one checkout (E2E_PORT) never read each other's.
 */
export const adminTokenFile = path.join(import.meta.dirname, '..', 'test-results', `.admin-token-${mainPort}`);

/** The file this worker's tests read the session from: the setup project's, or their own server's (support/own-server.ts). */
let tokenFile = adminTokenFile;

export function useAdminTokenFile(file: string): void {
  tokenFile = file;
}

export const adminToken = (): string => readFileSync(tokenFile, 'utf8').trim();

/** Makes this the session every later operator call of the worker's server uses. */
export function saveAdminToken(token: string): void {
  mkdirSync(path.dirname(tokenFile), { recursive: true });
  writeFileSync(tokenFile, token);
}

/**
 * Logs in and answers the token. An account with a second factor (the README's admin, manager and
 * partner1, or one a test enrolled with `secret`) gets the code step with the code of now.
 */
export async function login(
  request: APIRequestContext,
  userId: string,
  password: string,
  secret: string | undefined = DEMO_TWO_FACTOR_SECRETS[userId],
): Promise<string> {
  const response = await request.post('/api/member/login', { data: { userId, password } });
  if (!response.ok()) throw new Error(`login ${userId}: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string } | { otpRequired: true; ticket: string };
  if ('token' in body) return body.token;
  if (!secret) throw new Error(`login ${userId}: asks for a code and the test has no secret`);
  return codeStep(request, body.ticket, secret);
}

/** The code step; a code another test used a moment ago is refused, so the next step's is tried, then the next step waited for. */
async function codeStep(request: APIRequestContext, ticket: string, secret: string): Promise<string> {
  for (let round = 0; round < 2; round++) {
    for (const code of codesToTry(secret)) {
      const response = await request.post('/api/member/login/otp', { data: { ticket, code } });
      if (response.ok()) return ((await response.json()) as { token: string }).token;
      if (response.status() !== 400) throw new Error(`login code: ${response.status()} ${await response.text()}`);
    }
    await nextStep();
  }
  throw new Error('login code: refused');
}

/** Calls the operator API as the shared administrator; fails the test on an error answer. */
export async function asAdmin(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  apiPath: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request.fetch(`/api/admin/${apiPath}`, {
    method,
    data,
    headers: { [AUTH_HEADER]: bearer(adminToken()) },
  });
  if (!response.ok()) throw new Error(`${method} admin/${apiPath}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

let sequence = 0;

/** The withdrawal password of every member newMember makes. */
export const E2E_WITHDRAWAL_PASSWORD = '1234';

/** A new member of its own, so that tests running together never end each other's sessions. */
export async function newMember(
  request: APIRequestContext,
  { recommender }: { recommender?: string } = {},
): Promise<{ userId: string; password: string; nickName: string; accountNumber: string }> {
  sequence += 1;
  const suffix = `${process.pid % 10_000}${Date.now() % 100_000}${sequence}`;
  const member = {
    userId: `e2e${suffix}`.slice(0, 16),
    password: 'e2e-pass-123',
    nickName: `테스트${suffix}`.slice(0, 12),
    // An account of its own: one number for every test member would make them all one another's linked
    // accounts (issue 36), and the risk sweep would flag every pair of them.
    accountNumber: `9${suffix}`.padEnd(14, '0').slice(0, 14),
  };
  const response = await request.post('/api/member/join', {
    data: {
      ...member,
      phone: `010${String(Date.now()).slice(-8)}`,
      // Sign-up registers the withdrawal account (contracts bankAccountRegistrationSchema).
      bankCode: '004',
      holderName: '테스트',
      withdrawalPassword: E2E_WITHDRAWAL_PASSWORD,
      ...(recommender ? { recommender } : {}),
    },
  });
  if (!response.ok()) throw new Error(`join: ${response.status()} ${await response.text()}`);
  return member;
}

/** Enrols the token's account in two-factor sign-in through the API, as /member would; answers its secret. */
export async function enrolSecondFactor(request: APIRequestContext, token: string): Promise<string> {
  const headers = { [AUTH_HEADER]: bearer(token) };
  const started = await request.post('/api/member/two-factor/start', { headers });
  if (!started.ok()) throw new Error(`two-factor start: ${started.status()} ${await started.text()}`);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post('/api/member/two-factor/confirm', { headers, data: { code: totp(secret) } });
  if (!confirmed.ok()) throw new Error(`two-factor confirm: ${confirmed.status()} ${await confirmed.text()}`);
  return secret;
}
