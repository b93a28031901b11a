/**
 * Identity verification (issue 33, docs/decisions/064): a member's request with its document, the age
 * and file rules, the cashier refusing withdrawals (and deposits, when switched on) until an operator
 * approves, the operator's queue and decisions, and the document that only staff can open.
 */
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seoulDayText, shiftDay } from '@site/contracts/clock';
import type { SiteSettings } from '@site/contracts/api/settings';
import { verificationErrors, type AdminVerification, type MemberVerification } from '@site/contracts/api/verification';
import { operatorAuditLog } from '../../db/schema/operator-audit';
import { identityVerifications } from '../../db/schema/responsible-play';
import { giveOpeningMoney } from '../../test/members';
import { bettor, type Bettor } from '../betting/bets-test-kit';
import { tree } from '../rolling/rolling-test-kit';
import {
  depositBody,
  expectRefused,
  giveBankAccount,
  post,
  TETHER_ADDRESS,
  useCashierApp,
  withdrawalBody,
} from '../cashier/cashier-test-kit';
import { dataUrl, GIF_BYTES, JPEG_BYTES, PNG_BYTES } from './verification-test-kit';

const kit = useCashierApp();

/** Where createTestApp keeps the documents (test/test-app.ts). */
const DOCUMENTS_DIR = path.join(tmpdir(), 'site-server-test-identity-documents');

/** A member who can withdraw in every other way (money, a bank account) but has not verified. */
async function unverified(emoney = 100_000): Promise<Bettor> {
  const who = await bettor(kit, emoney);
  await giveBankAccount(kit, who.member.id, { verified: false });
  return who;
}

/** A date of birth that makes the member exactly `years` old on today's Seoul day (a birthday today). */
function bornYearsAgo(years: number): string {
  const today = seoulDayText(kit.clock.now());
  const day = today.endsWith('02-29') ? shiftDay(today, -1) : today;
  return `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;
}

const request = (extra: Record<string, unknown> = {}) => ({
  legalName: '홍길동',
  birthDate: bornYearsAgo(30),
  documentType: 'resident_card',
  document: dataUrl(PNG_BYTES),
  ...extra,
});

const submit = (who: Bettor, body: Record<string, unknown>) =>
  kit.app.inject({ method: 'POST', url: '/api/member/verification', headers: who.headers, payload: body });

async function stateOf(who: Bettor): Promise<MemberVerification> {
  const response = await kit.app.inject({ method: 'GET', url: '/api/member/verification', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberVerification>();
}

async function submitOk(who: Bettor, extra: Record<string, unknown> = {}): Promise<AdminVerification> {
  const response = await submit(who, request(extra));
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json<MemberVerification>().status).toBe('pending');
  const [row] = await kit.db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.memberId, who.member.id), eq(identityVerifications.status, 'pending')));
  const one = await kit.asAdmin('GET', `/api/admin/verifications/${row?.id ?? 0}`);
  expect(one.statusCode, one.body).toBe(200);
  return one.json<AdminVerification>();
}

const rowsOf = (who: Bettor) =>
  kit.db.select().from(identityVerifications).where(eq(identityVerifications.memberId, who.member.id));

const approve = (id: number) => kit.asAdmin('POST', `/api/admin/verifications/${id}/approve`);
const refuse = (id: number, reason: string) => kit.asAdmin('POST', `/api/admin/verifications/${id}/refuse`, { reason });

async function setDepositSwitch(on: boolean): Promise<SiteSettings> {
  const response = await kit.asAdmin('PUT', '/api/admin/settings', { verificationBeforeDeposit: on });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteSettings>();
}

describe('a member asks to be verified', () => {
  it('starts with nothing asked, withdrawals waiting for it and deposits not', async () => {
    const who = await unverified();
    expect(await stateOf(who)).toEqual({
      status: 'none',
      reason: null,
      legalName: null,
      documentType: null,
      submittedAt: null,
      decidedAt: null,
      requiredForWithdrawal: true,
      requiredForDeposit: false,
    });
  });

  it('takes a request with its document into the private store, and refuses a second while it waits', async () => {
    const who = await unverified();
    const filesBefore = await readdir(DOCUMENTS_DIR).catch(() => []);
    const pending = await submitOk(who, { documentType: 'passport', legalName: ' 김영희 ' });
    expect(pending).toMatchObject({
      userId: who.member.userId,
      legalName: '김영희',
      documentType: 'passport',
      status: 'pending',
      ageAtSubmission: 30,
      reason: null,
    });
    const [row] = await rowsOf(who);
    expect(row?.documentKey).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await readdir(DOCUMENTS_DIR)).toEqual(expect.arrayContaining([...filesBefore, row?.documentKey]));
    expect(await stateOf(who)).toMatchObject({ status: 'pending', legalName: '김영희', documentType: 'passport' });

    const again = await submit(who, request({ document: dataUrl(JPEG_BYTES, 'image/jpeg') }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: verificationErrors.alreadyPending });
    expect(await rowsOf(who)).toHaveLength(1);
  });

  it('refuses a member under 19 on the Seoul day of the request, and takes one who turns 19 that day', async () => {
    const young = await unverified();
    const refused = await submit(young, request({ birthDate: shiftDay(bornYearsAgo(19), 1) }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: verificationErrors.underAge });
    expect(await rowsOf(young)).toHaveLength(0);

    const nineteen = await submitOk(young, { birthDate: bornYearsAgo(19) });
    expect(nineteen.ageAtSubmission).toBe(19);
  });

  it('refuses a file that is not a JPEG, PNG or WebP by its bytes, or over 2 MB, storing nothing', async () => {
    const who = await unverified();
    const filesBefore = (await readdir(DOCUMENTS_DIR).catch(() => [])).length;
    const cases: [string, string][] = [
      [dataUrl(GIF_BYTES, 'image/gif'), verificationErrors.notImage],
      // a PDF called a PNG: its bytes say what it is
      [dataUrl(Buffer.from('%PDF-1.7 not an image'), 'image/png'), verificationErrors.notImage],
      ['this is not base64!', verificationErrors.notImage],
      [dataUrl(Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)])), verificationErrors.tooLarge],
    ];
    for (const [document, message] of cases) {
      const response = await submit(who, request({ document }));
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const badDate = await submit(who, request({ birthDate: '1990-02-30' }));
    expect(badDate.statusCode).toBe(400);
    expect(JSON.stringify(badDate.json())).toContain('존재하지 않는 날짜입니다.');
    expect(await rowsOf(who)).toHaveLength(0);
    expect(await readdir(DOCUMENTS_DIR).catch(() => [])).toHaveLength(filesBefore);
  });

  it('refuses a request without a session', async () => {
    const response = await kit.app.inject({ method: 'POST', url: '/api/member/verification', payload: request() });
    expect(response.statusCode).toBe(401);
  });
});

describe('the cashier waits for an approved identity', () => {
  it('refuses won and tether withdrawals until approved, changing nothing, then takes them', async () => {
    const who = await unverified();
    const message = verificationErrors.withdrawalNeedsVerification;
    expect(message).toBe('환전 전 본인 인증이 필요합니다. 책임감 있는 이용 > 본인 인증에서 신청해주세요.');
    const withdraw = () => post(kit, who, '/cashier/withdrawals', withdrawalBody(10_000));
    const tether = () =>
      post(kit, who, '/cashier/tether-withdrawals', withdrawalBody(10_000, { address: TETHER_ADDRESS }));
    await expectRefused(kit, who, withdraw, 403, message);
    await expectRefused(kit, who, tether, 403, message);
    // a wrong password is not even looked at, so it counts no try
    await expectRefused(
      kit,
      who,
      () => post(kit, who, '/cashier/withdrawals', withdrawalBody(10_000, { withdrawalPassword: '0000' })),
      403,
      message,
    );

    const pending = await submitOk(who);
    await expectRefused(kit, who, withdraw, 403, message);
    const approved = await approve(pending.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<AdminVerification>()).toMatchObject({ status: 'approved', decidedByUserId: 'admin' });

    expect(await stateOf(who)).toMatchObject({ status: 'approved', requiredForWithdrawal: false, reason: null });
    const taken = await withdraw();
    expect(taken.statusCode, taken.body).toBe(201);

    const after = await submit(who, request());
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ message: verificationErrors.alreadyApproved });
  });

  it('asks a partner too: its rolling leaves through the same cashier to an account in its name', async () => {
    const { partner } = await tree(kit);
    await giveOpeningMoney(kit.db, partner.member.id, 50_000);
    await giveBankAccount(kit, partner.member.id, { verified: false });
    const withdraw = () => post(kit, partner, '/cashier/withdrawals', withdrawalBody(10_000));
    await expectRefused(kit, partner, withdraw, 403, verificationErrors.withdrawalNeedsVerification);
    expect((await approve((await submitOk(partner)).id)).statusCode).toBe(200);
    expect((await withdraw()).statusCode).toBe(201);
  });

  it('refuses deposits too while the operator switches it on, and not when off', async () => {
    const who = await unverified(0);
    const deposit = () => post(kit, who, '/cashier/deposits', depositBody(10_000));
    const tetherDeposit = () =>
      kit.app.inject({ method: 'GET', url: '/api/charge/tetherDepositUrl?amount=50000', headers: who.headers });
    try {
      expect(await setDepositSwitch(true)).toMatchObject({ verificationBeforeDeposit: true });
      const shown = await kit.asAdmin('GET', '/api/admin/settings');
      expect(shown.json<SiteSettings>().verificationBeforeDeposit).toBe(true);
      expect(await stateOf(who)).toMatchObject({ requiredForDeposit: true });
      await expectRefused(kit, who, deposit, 403, verificationErrors.depositNeedsVerification);
      await expectRefused(kit, who, tetherDeposit, 403, verificationErrors.depositNeedsVerification);

      // a verified member deposits as before
      const verified = await bettor(kit, 0);
      await giveBankAccount(kit, verified.member.id);
      expect((await post(kit, verified, '/cashier/deposits', depositBody(10_000))).statusCode).toBe(201);
    } finally {
      expect(await setDepositSwitch(false)).toMatchObject({ verificationBeforeDeposit: false });
    }
    expect(await stateOf(who)).toMatchObject({ requiredForDeposit: false });
    expect((await deposit()).statusCode).toBe(201);
    const audit = await kit.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'settings.update'));
    expect(audit.map((row) => row.after)).toEqual(
      expect.arrayContaining([{ verificationBeforeDeposit: true }, { verificationBeforeDeposit: false }]),
    );
  });
});

describe('the operator’s queue', () => {
  it('lists the pending requests, refuses one with a reason the member sees, and takes the next request', async () => {
    const who = await unverified();
    const pending = await submitOk(who);
    const queue = await kit.asAdmin('GET', '/api/admin/verifications');
    expect(queue.statusCode).toBe(200);
    expect(queue.json<AdminVerification[]>().map((row) => row.id)).toContain(pending.id);

    const noReason = await refuse(pending.id, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('거절 사유를 입력해주세요.');

    const reason = '신분증 사진이 흐려서 확인할 수 없습니다.';
    const refused = await refuse(pending.id, reason);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<AdminVerification>()).toMatchObject({ status: 'refused', reason });
    expect(await stateOf(who)).toMatchObject({ status: 'refused', reason, requiredForWithdrawal: true });
    await expectRefused(
      kit,
      who,
      () => post(kit, who, '/cashier/withdrawals', withdrawalBody(10_000)),
      403,
      verificationErrors.withdrawalNeedsVerification,
    );

    // decided once: a second decision is refused and changes nothing
    const twice = await approve(pending.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: verificationErrors.alreadyDecided });
    expect(await stateOf(who)).toMatchObject({ status: 'refused' });

    const decided = await kit.asAdmin('GET', '/api/admin/verifications?status=decided');
    expect(decided.json<AdminVerification[]>().find((row) => row.id === pending.id)).toMatchObject({
      status: 'refused',
      reason,
    });
    expect(
      (await kit.asAdmin('GET', '/api/admin/verifications')).json<AdminVerification[]>().map((row) => row.id),
    ).not.toContain(pending.id);

    // refused, the member may ask again
    const next = await submitOk(who);
    expect(next.id).not.toBe(pending.id);
    expect(await stateOf(who)).toMatchObject({ status: 'pending', reason: null });

    const audit = await kit.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetKind, 'verification'), eq(operatorAuditLog.targetId, String(pending.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'verification.refuse',
      actorUserId: 'admin',
      reason,
      before: { status: 'pending', reason: null },
      after: { status: 'refused', reason },
    });
  });

  it('records an approval in the audit trail', async () => {
    const who = await unverified();
    const pending = await submitOk(who);
    expect((await approve(pending.id)).statusCode).toBe(200);
    const [row] = await kit.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetKind, 'verification'), eq(operatorAuditLog.targetId, String(pending.id))));
    expect(row).toMatchObject({
      action: 'verification.approve',
      actorUserId: 'admin',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect((await kit.asAdmin('POST', '/api/admin/verifications/999999999/approve')).statusCode).toBe(404);
  });

  it('shows the document to staff only, never kept by a cache', async () => {
    const who = await unverified();
    const other = await unverified();
    const pending = await submitOk(who);
    const url = `/api/admin/verifications/${pending.id}/document`;

    const staff = await kit.asAdmin('GET', url);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('image/png');
    expect(staff.headers['cache-control']).toBe('no-store');
    expect(staff.rawPayload.equals(PNG_BYTES)).toBe(true);

    const asOwner = await kit.app.inject({ method: 'GET', url, headers: who.headers });
    const asOther = await kit.app.inject({ method: 'GET', url, headers: other.headers });
    const asNobody = await kit.app.inject({ method: 'GET', url });
    expect([asOwner.statusCode, asOther.statusCode, asNobody.statusCode]).toEqual([403, 403, 401]);
    for (const answer of [asOwner, asOther, asNobody]) expect(answer.rawPayload.equals(PNG_BYTES)).toBe(false);
    const list = await kit.app.inject({ method: 'GET', url: '/api/admin/verifications', headers: who.headers });
    expect(list.statusCode).toBe(403);

    // the member's own answer carries no key or address of the file
    const [row] = await rowsOf(who);
    const own = await kit.app.inject({ method: 'GET', url: '/api/member/verification', headers: who.headers });
    expect(own.body).not.toContain(row?.documentKey ?? 'no key');
    // and no path of the site serves the store's file by its key
    for (const guess of [
      `/${row?.documentKey}`,
      `/identity-documents/${row?.documentKey}`,
      `/api/file/download/${row?.documentKey}`,
    ]) {
      const answer = await kit.app.inject({ method: 'GET', url: guess });
      expect(answer.rawPayload.equals(PNG_BYTES), guess).toBe(false);
    }
    expect((await kit.asAdmin('GET', '/api/admin/verifications/999999999/document')).statusCode).toBe(404);
  });
});
