import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';

import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

/** Written by the setup project: the one administrator session every test shares. */
export const adminTokenFile = path.join(import.meta.dirname, '..', 'test-results', '.admin-token');

export const adminToken = (): string => readFileSync(adminTokenFile, 'utf8').trim();

export async function login(request: APIRequestContext, userId: string, password: string): Promise<string> {
  const response = await request.post('/api/member/login', { data: { userId, password } });
  if (!response.ok()) throw new Error(`login ${userId}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
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
): Promise<{ userId: string; password: string; nickName: string }> {
  sequence += 1;
  const suffix = `${process.pid % 10_000}${Date.now() % 100_000}${sequence}`;
  const member = {
    userId: `e2e${suffix}`.slice(0, 16),
    password: 'e2e-pass-123',
    nickName: `테스트${suffix}`.slice(0, 12),
  };
  const response = await request.post('/api/member/join', {
    data: {
      ...member,
      phone: `010${String(Date.now()).slice(-8)}`,
      // Sign-up registers the withdrawal account (contracts bankAccountRegistrationSchema).
      bankCode: '004',
      accountNumber: '12345678901234',
      holderName: '테스트',
      withdrawalPassword: E2E_WITHDRAWAL_PASSWORD,
      ...(recommender ? { recommender } : {}),
    },
  });
  if (!response.ok()) throw new Error(`join: ${response.status()} ${await response.text()}`);
  return member;
}
