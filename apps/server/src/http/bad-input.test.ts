/**
 * Text no route can take: a NUL byte anywhere (PostgreSQL cannot store it, so it used to fail the
 * query with a 500) and other control characters in one-line fields. Every case answers 400 with a
 * Korean message and leaves the database as it was.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MinigameBoard } from '@site/contracts/api/minigames';
import { AUTH_HEADER } from '@site/contracts/api/session-codes';
import { bets } from '../db/schema/bets';
import { members } from '../db/schema/members';
import { messages } from '../db/schema/messages';
import { sessions } from '../db/schema/sessions';
import { walletLedger } from '../db/schema/wallet';
import { balanceOf, bettor, minutesFromNow, placeRequest, slip, useBetsApp } from '../modules/betting/bets-test-kit';
import {
  boardOf,
  drawNow,
  minigameSlip,
  pickThatWill,
  placeMinigameRequest,
} from '../modules/minigames/minigames-test-kit';
import { authHeaders, TEST_BANK_ACCOUNT, TEST_PASSWORD } from '../test/members';
import { insertFixture } from '../test/sports-data';

const kit = useBetsApp({ VIRTUALS: 'on' });

const NUL = '\u0000';
const CONTROL_MESSAGE = '입력할 수 없는 문자(제어 문자)가 들어 있습니다.';

function expectControlRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<{ message: string }>().message).toBe(CONTROL_MESSAGE);
}

/** A 400 from a contract's schema: the generic message with the field's own Korean text among the issues. */
function expectFieldRefused(response: LightMyRequestResponse, field: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
  expect(body.message).toBe('입력값이 올바르지 않습니다.');
  expect(body.issues).toContainEqual({ path: field, message: CONTROL_MESSAGE });
}

async function openBoard(gameId = 211): Promise<MinigameBoard> {
  const board = await boardOf(kit, gameId);
  if (board.current.status === 'open' && board.current.secondsToClose > 2) return board;
  await drawNow(kit, gameId);
  return boardOf(kit, gameId);
}

const ledgerRowsOf = (memberId: number) =>
  kit.db.select().from(walletLedger).where(eq(walletLedger.memberId, memberId));

describe('a NUL byte', () => {
  it('in the login form is refused and opens no session', async () => {
    const who = await bettor(kit, 0);
    const before = await kit.db.select().from(sessions).where(eq(sessions.memberId, who.member.id));
    for (const payload of [
      { userId: `${who.member.userId}${NUL}`, password: TEST_PASSWORD },
      { userId: who.member.userId, password: `${TEST_PASSWORD}${NUL}` },
      { userId: who.member.userId, password: TEST_PASSWORD, [NUL]: 1 },
    ]) {
      expectControlRefused(await kit.app.inject({ method: 'POST', url: '/api/member/login', payload }));
    }
    expect(await kit.db.select().from(sessions).where(eq(sessions.memberId, who.member.id))).toEqual(before);
  });

  it('in the join form is refused and makes no member', async () => {
    const newcomer = {
      userId: 'nulljoin1',
      password: 'secret123',
      nickName: '널가입',
      phone: '010-1234-5678',
      ...TEST_BANK_ACCOUNT,
    };
    for (const payload of [
      { ...newcomer, nickName: `널${NUL}가입` },
      { ...newcomer, recommender: `demo${NUL}` },
      { ...newcomer, password: `secret123${NUL}` },
      { ...newcomer, holderName: `홍${NUL}길동` },
    ]) {
      expectControlRefused(await kit.app.inject({ method: 'POST', url: '/api/member/join', payload }));
    }
    expect(await kit.db.select().from(members).where(eq(members.userId, 'nulljoin1'))).toEqual([]);
  });

  it('in the profile form is refused and changes nothing', async () => {
    const who = await bettor(kit, 0);
    for (const payload of [
      { nickName: `바뀐${NUL}닉`, phone: '01012345678', currentPassword: TEST_PASSWORD },
      { nickName: '바뀐닉', phone: '01012345678', currentPassword: `${TEST_PASSWORD}${NUL}` },
    ]) {
      expectControlRefused(
        await kit.app.inject({ method: 'PUT', url: '/api/member/user', headers: who.headers, payload }),
      );
    }
    const [row] = await kit.db.select().from(members).where(eq(members.id, who.member.id));
    expect(row?.nickName).toBe(who.member.nickName);
    expect(row?.phone).toBe(who.member.phone);
  });

  it('in an idempotency key is refused and places no bet', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
    expectControlRefused(await placeRequest(kit, who, slip([fixture.pick('1X2', '1')], { key: `${NUL.repeat(8)}` })));
    expectControlRefused(await placeRequest(kit, who, slip([fixture.pick('1X2', '1')], { key: `key-${NUL}-0001` })));
    const board = await openBoard();
    expectControlRefused(
      await placeMinigameRequest(
        kit,
        who,
        minigameSlip(board, await pickThatWill(kit, board, 1), { idempotencyKey: `mini-${NUL}-0001` }),
      ),
    );
    expect(await kit.db.select().from(bets).where(eq(bets.memberId, who.member.id))).toEqual([]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
  });

  it("in an operator's memo or key is refused and moves no money", async () => {
    const who = await bettor(kit, 50_000);
    const url = `/api/admin/members/${who.member.userId}/money`;
    for (const payload of [
      { amount: 10_000, memo: `보상${NUL}`, idempotencyKey: 'memo-nul-0001' },
      { amount: 10_000, memo: '보상', idempotencyKey: `memo-${NUL}-0002` },
    ]) {
      expectControlRefused(await kit.asAdmin('POST', url, payload));
    }
    expect(await balanceOf(kit.db, who.member.id)).toBe(50_000);
    expect(await ledgerRowsOf(who.member.id)).toHaveLength(1);
  });

  it("in an operator's message is refused and sends none", async () => {
    const who = await bettor(kit, 0);
    for (const payload of [
      { userId: who.member.userId, title: `공지${NUL}`, contents: '내용' },
      { userId: who.member.userId, title: '공지', contents: `내용${NUL}` },
      { userId: `${who.member.userId}${NUL}`, title: '공지', contents: '내용' },
    ]) {
      expectControlRefused(await kit.asAdmin('POST', '/api/admin/messages', payload));
    }
    expect(await kit.db.select().from(messages).where(eq(messages.memberId, who.member.id))).toEqual([]);
  });

  it('in a path or query parameter is refused', async () => {
    const who = await bettor(kit, 0);
    const blocked = await kit.asAdmin('PUT', `/api/admin/members/${who.member.userId}%00`, { blocked: true });
    expectControlRefused(blocked);
    const [row] = await kit.db.select().from(members).where(eq(members.id, who.member.id));
    expect(row?.blocked).toBe(false);
    for (const url of [
      '/api/admin/members/%00/ledger',
      '/api/file/download/icon%00.svg',
      '/api/virtuals/soccer/events?league=premierships%00',
      '/api/virtuals/soccer%00/results',
      '/api/minigame/games/211%00/rounds',
      '/api/nowhere%00',
    ]) {
      expectControlRefused(await kit.app.inject({ method: 'GET', url, headers: authHeaders(kit.adminToken) }));
    }
  });

  it('in the session header is refused', async () => {
    const who = await bettor(kit, 0);
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/member/user',
      headers: { [AUTH_HEADER]: `${who.headers[AUTH_HEADER] ?? ''}${NUL}` },
    });
    expectControlRefused(response);
  });
});

describe('other control characters', () => {
  it('are refused in one-line fields by the contracts, naming the field', async () => {
    const newcomer = {
      userId: 'ctrljoin1',
      password: 'secret123',
      nickName: '새\u0007내기',
      phone: '010-1234-5678',
      ...TEST_BANK_ACCOUNT,
    };
    expectFieldRefused(
      await kit.app.inject({ method: 'POST', url: '/api/member/join', payload: newcomer }),
      'nickName',
    );
    expect(await kit.db.select().from(members).where(eq(members.userId, 'ctrljoin1'))).toEqual([]);

    const who = await bettor(kit, 50_000);
    const money = await kit.asAdmin('POST', `/api/admin/members/${who.member.userId}/money`, {
      amount: 10_000,
      memo: '\u001b[31m보상',
    });
    expectFieldRefused(money, 'memo');
    expect(await balanceOf(kit.db, who.member.id)).toBe(50_000);

    const titled = await kit.asAdmin('POST', '/api/admin/messages', {
      userId: who.member.userId,
      title: '공\t지',
      contents: '내용',
    });
    expectFieldRefused(titled, 'title');
    expect(await kit.db.select().from(messages).where(eq(messages.memberId, who.member.id))).toEqual([]);
  });

  it('leave line breaks and tabs alone where text runs over several lines', async () => {
    const who = await bettor(kit, 0);
    const response = await kit.asAdmin('POST', '/api/admin/messages', {
      userId: who.member.userId,
      title: '공지',
      contents: '첫 줄\r\n\t둘째 줄',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await kit.db.select().from(messages).where(eq(messages.memberId, who.member.id));
    expect(stored?.contents).toBe('첫 줄\r\n\t둘째 줄');
  });
});
