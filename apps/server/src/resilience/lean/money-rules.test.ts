/**
 * Issue 28's money rules attacked over HTTP on a real server process: the right withdrawal password
 * sent ten times at once, the same key with another amount on the member's money calls, chips
 * against a live table's round maximum, and a rollback that reaches the wallet before its debit.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEY_REUSED_MESSAGE } from '@site/contracts/api/fields';
import { memberBankAccounts } from '../../db/schema/cashier';
import { hashPassword } from '../../modules/auth/passwords';
import { casinoWalletSecret } from '../../modules/casino/wallet-secret';
import { CasinoWalletClient } from '../../sim/casino/wallet-client';
import { waitFor } from '../../test/server-process';
import { giveOpeningMoney } from '../../test/members';
import { approveIdentity } from '../../modules/verification/verification-test-kit';
import { balanceOfMember, betBody, call, ledgerBreaks, useAttackedServer, type Punter } from '../resilience-test-kit';

const attacked = useAttackedServer({ punterCount: 6 });
const PIN = '4321';

/** The n-th punter, one per scenario so that none sees another's bookings. */
const punter = (index: number): Punter => {
  const found = attacked.members[index];
  if (!found) throw new Error(`no punter ${index}`);
  return found;
};

const post = (who: Punter, route: string, body: unknown) =>
  call(attacked.server, route, { method: 'POST', token: who.token, body });

describe('the member’s money rules, attacked at once', () => {
  it('never takes the right withdrawal password sent ten times at once for too many tries', async () => {
    const who = punter(0);
    const now = new Date();
    await attacked.database.db.insert(memberBankAccounts).values({
      memberId: who.memberId,
      bankCode: '088',
      accountNumber: '110123456789',
      holderName: '홍길동',
      withdrawalPasswordHash: await hashPassword(PIN),
      createdAt: now,
      updatedAt: now,
    });
    // A member withdraws once their identity is approved (docs/decisions/064).
    await approveIdentity(attacked.database.db, who.memberId, now);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(who, '/api/cashier/withdrawals', {
          amount: 10_000,
          withdrawalPassword: PIN,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    // One is taken; the others meet it as the member's pending withdrawal, none hears of wrong passwords.
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(await ledgerBreaks(attacked.database.db)).toEqual([]);
  });

  it('refuses the same key with another amount on every member money call with one Korean text, booking nothing', async () => {
    const who = punter(1);
    await giveOpeningMoney(attacked.database.db, who.memberId, 50_000, 'point');
    const calls: [string, (amount: number, key: string) => unknown][] = [
      ['/api/bets', (amount, key) => betBody(attacked.selection, key, amount)],
      [
        '/api/cashier/deposits',
        (amount, key) => ({ amount, depositorName: '홍길동', bonusKind: 'none', idempotencyKey: key }),
      ],
      ['/api/points/convert', (amount, key) => ({ amount, idempotencyKey: key })],
    ];
    for (const [route, body] of calls) {
      const key = randomUUID();
      const first = await post(who, route, body(10_000, key));
      expect(first.status, `${route}: ${JSON.stringify(first.body)}`).toBeLessThan(300);
      const before = await balanceOfMember(attacked.database.db, who.memberId);
      const other = await post(who, route, body(20_000, key));
      expect(other.status, route).toBe(422);
      expect(other.body, route).toEqual({ message: KEY_REUSED_MESSAGE });
      expect(await balanceOfMember(attacked.database.db, who.memberId), route).toEqual(before);
      const replay = await post(who, route, body(10_000, key));
      expect(replay.status, route).toBeLessThan(300);
      expect(await balanceOfMember(attacked.database.db, who.memberId), route).toEqual(before);
    }
    expect(await ledgerBreaks(attacked.database.db)).toEqual([]);
  });
});

describe('the casino, attacked at once', () => {
  /** A launched baccarat window of the simulated provider: the address its launch URL opens. */
  async function openTable(who: Punter): Promise<string> {
    const launch = await post(who, '/api/playfun/auth', { product: 'casino', gameCode: 'evolution-baccarat-a' });
    expect(launch.status).toBe(200);
    const opened = await fetch(`${attacked.server.url}${(launch.body as { launch_url: string }).launch_url}`, {
      redirect: 'manual',
    });
    const location = opened.headers.get('location');
    if (!location) throw new Error(`the game window did not open: ${opened.status}`);
    return location;
  }

  it('takes 20 chips of 1,000,000원 sent at once up to the round maximum of 5,000,000원, and refuses the rest', async () => {
    const who = punter(2);
    const window = await openTable(who);
    // Chips go down while the table takes bets, with time left for all twenty.
    await waitFor(async () => {
      const state = await call(attacked.server, `${window}/state`);
      const table = (state.body as { table?: { phase: string; secondsLeft: number } }).table;
      return table?.phase === 'betting' && table.secondsLeft >= 6;
    }, 60_000);
    const before = await balanceOfMember(attacked.database.db, who.memberId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(attacked.server, `${window}/bet`, { method: 'POST', body: { spot: 'banker', amount: 1_000_000 } }),
      ),
    );
    const taken = answers.filter((answer) => (answer.body as { ok: boolean }).ok);
    expect(taken).toHaveLength(5);
    for (const answer of answers.filter((one) => !(one.body as { ok: boolean }).ok))
      expect(answer.body).toEqual({ ok: false, message: '한 라운드 최대 베팅은 5,000,000원입니다.' });
    expect(await balanceOfMember(attacked.database.db, who.memberId)).toEqual({
      ...before,
      emoney: before.emoney - 5_000_000,
    });
    expect(await ledgerBreaks(attacked.database.db)).toEqual([]);
  }, 90_000);

  it('refuses a debit whose rollback came first, and tells another player’s session nothing of this one', async () => {
    const [victim, attacker] = [punter(3), punter(4)];
    const wallet = new CasinoWalletClient({
      walletBaseUrl: attacked.server.url,
      secretOf: (aggregator) => casinoWalletSecret(attacked.database.db, aggregator),
    });
    const session = async (who: Punter) => {
      const launch = await post(who, '/api/playfun/auth', { product: 'casino', gameCode: 'evolution-baccarat-a' });
      const token = new URL((launch.body as { launch_url: string }).launch_url, attacked.server.url).searchParams.get(
        'token',
      );
      const answer = await wallet.call('playfun', 'authenticate', { token });
      return { sessionId: answer.sessionId ?? '', playerId: answer.playerId ?? '' };
    };
    const mine = await session(victim);
    const theirs = await session(attacker);
    const before = await balanceOfMember(attacked.database.db, victim.memberId);

    const lateDebit = {
      ...mine,
      txId: randomUUID(),
      roundId: 'r-late',
      gameCode: 'evolution-baccarat-a',
      amount: 10_000,
    };
    const rollback = { playerId: mine.playerId, txId: randomUUID(), roundId: 'r-late', refTxId: lateDebit.txId };
    expect(await wallet.call('playfun', 'rollback', rollback)).toEqual({ status: 'UNKNOWN_TRANSACTION' });
    expect(await wallet.call('playfun', 'debit', lateDebit)).toEqual({ status: 'ROUND_CLOSED' });
    expect(await balanceOfMember(attacked.database.db, victim.memberId)).toEqual(before);

    // The attacker's session naming the victim: refused, with nothing of the victim in the answer.
    const probe = {
      sessionId: theirs.sessionId,
      playerId: mine.playerId,
      txId: randomUUID(),
      roundId: 'r-x',
      gameCode: 'evolution-baccarat-a',
      amount: 1,
    };
    const refused = await wallet.call('playfun', 'debit', probe);
    expect(refused.status).not.toBe('OK');
    expect(refused).not.toHaveProperty('balance');
    expect(await ledgerBreaks(attacked.database.db)).toEqual([]);
  });
});
