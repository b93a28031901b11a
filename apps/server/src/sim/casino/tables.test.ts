import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { fakeClock } from '../../test/fake-clock';
import { createTestDatabase } from '../../test/test-db';
import { seededRandom } from '../minigames/test-random';
import { simAggregator } from './aggregators';
import { simCasinoPages } from './page-routes';
import { SimCasino } from './provider';
import { FakeWallet, TEST_WALLET_SECRET } from './test-wallet';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function provider() {
  const wallet = new FakeWallet();
  const clock = fakeClock(new Date('2026-11-24T12:00:00Z'));
  const sim = new SimCasino({
    db: database.db,
    clock,
    walletBaseUrl: 'http://wallet.test',
    secretOf: async () => TEST_WALLET_SECRET,
    transport: wallet.transport,
    random: seededRandom(14),
    timings: { bettingMs: 15_000, dealingMs: 4_000, resultMs: 5_000 },
    retryDelayMs: 0,
  });
  return { wallet, clock, sim };
}

const BACCARAT = 'evolution-baccarat-a';

describe('a live baccarat table', () => {
  it('debits bets in the betting phase only, and credits each player once at the result', async () => {
    const { wallet, clock, sim } = provider();
    wallet.launch('token-for-member-one-0001', '101', BACCARAT, 100_000);
    wallet.launch('token-for-member-two-0002', '102', BACCARAT, 3_000);
    const one = await sim.open('playfun', 'token-for-member-one-0001');
    const two = await sim.open('playfun', 'token-for-member-two-0002');
    if (!('window' in one) || !('window' in two)) throw new Error('windows did not open');

    expect(await sim.bet(one.window, 'banker', 10_000)).toEqual({ ok: true, balance: 90_000 });
    expect(await sim.bet(one.window, 'tie', 5_000)).toEqual({ ok: true, balance: 85_000 });
    // More than the balance: the wallet refuses and the window says so.
    expect(await sim.bet(two.window, 'player', 5_000)).toEqual({ ok: false, message: '보유금액이 부족합니다.' });
    expect(await sim.bet(two.window, 'player', 3_000)).toMatchObject({ ok: true, balance: 0 });

    const betting = await sim.view(one.window);
    const round = betting?.table?.round;
    expect(betting?.table).toMatchObject({ phase: 'betting', outcome: null, roundId: `${BACCARAT}.${round}.101` });
    const debits = wallet.callsOf('debit');
    expect(debits.map((debit) => debit.roundId)).toEqual([
      `${BACCARAT}.${round}.101`,
      `${BACCARAT}.${round}.101`,
      `${BACCARAT}.${round}.102`,
      `${BACCARAT}.${round}.102`,
    ]);

    clock.advance(15_000);
    await sim.tick();
    const dealing = await sim.view(one.window);
    expect(dealing?.table?.phase).toBe('dealing');
    expect(dealing?.table?.outcome?.kind).toBe('baccarat');
    expect(await sim.bet(one.window, 'player', 1_000)).toEqual({ ok: false, message: '베팅이 마감되었습니다.' });
    expect(wallet.callsOf('credit')).toEqual([]);

    clock.advance(4_000);
    await sim.tick();
    const result = await sim.view(one.window);
    const coup = result?.table?.outcome;
    if (coup?.kind !== 'baccarat') throw new Error('no coup');
    const credits = wallet.callsOf('credit');
    const bankerBack = coup.winner === 'banker' ? 19_500 : coup.winner === 'tie' ? 10_000 : 0;
    const tieBack = coup.winner === 'tie' ? 45_000 : 0;
    const playerBack = coup.winner === 'player' ? 6_000 : coup.winner === 'tie' ? 3_000 : 0;
    // member two's first debit was refused: the credit names the first one the wallet took
    const [firstOfOne, , , firstOfTwo] = debits;
    expect(credits).toEqual([
      {
        playerId: '101',
        txId: `c${String(firstOfOne?.txId)}`,
        roundId: `${BACCARAT}.${round}.101`,
        gameCode: BACCARAT,
        amount: bankerBack + tieBack,
        roundClosed: true,
        detail: result?.table?.detail,
      },
      expect.objectContaining({ playerId: '102', txId: `c${String(firstOfTwo?.txId)}`, amount: playerBack }),
    ]);
    expect(result?.table?.detail).toMatch(/^(플레이어 승|뱅커 승|타이) \(\d:\d\)/);
    expect(result?.balance).toBe(85_000 + bankerBack + tieBack);

    // The next round takes bets again; the last one is on the bead road.
    clock.advance(5_000);
    await sim.tick();
    const next = await sim.view(one.window);
    expect(next?.table).toMatchObject({ phase: 'betting', round: (round ?? 0) + 1 });
    expect(next?.table?.history.at(-1)).toEqual(coup);
    await sim.tick();
    expect(wallet.callsOf('credit')).toHaveLength(2);
  });

  it('pays a round again on the next tick when the wallet could not be reached', async () => {
    const { wallet, clock, sim } = provider();
    wallet.launch('token-for-member-three-03', '103', 'evolution-roulette', 50_000);
    const opened = await sim.open('playfun', 'token-for-member-three-03');
    if (!('window' in opened)) throw new Error('window did not open');
    await sim.tick();
    expect(await sim.bet(opened.window, 'red', 10_000)).toMatchObject({ ok: true });
    clock.advance(15_000);
    await sim.tick();
    wallet.failNext = { action: 'credit', times: 3 };
    clock.advance(4_000);
    await sim.tick();
    expect(wallet.callsOf('credit')).toEqual([]);
    clock.advance(5_000);
    await sim.tick();
    const [credit] = wallet.callsOf('credit');
    expect(credit).toMatchObject({ playerId: '103', roundClosed: true });
    expect([0, 20_000]).toContain(credit?.amount);
  });
});

describe('a slot window', () => {
  it('debits the bet and credits the win at once, free spins inside the same round', async () => {
    const { wallet, sim } = provider();
    wallet.launch('token-for-member-four-004', '104', 'pragmatic-sweet-bonanza', 100_000);
    const opened = await sim.open('playfun', 'token-for-member-four-004');
    if (!('window' in opened)) throw new Error('window did not open');
    const spun = await sim.spin(opened.window, 1_000);
    if (!spun.ok) throw new Error(spun.message);
    const [debit] = wallet.callsOf('debit');
    expect(debit).toMatchObject({ amount: 1_000, roundId: `pragmatic-sweet-bonanza.${String(debit?.txId)}` });
    expect(wallet.callsOf('credit')).toEqual([
      expect.objectContaining({ txId: `c${String(debit?.txId)}`, roundId: debit?.roundId, amount: spun.round.win }),
    ]);
    expect(spun.balance).toBe(100_000 - 1_000 + spun.round.win);
    expect(await sim.spin(opened.window, 777)).toEqual({ ok: false, message: '베팅 금액이 올바르지 않습니다.' });
  });
});

describe('the launch address', () => {
  it('opens the game for a valid token once, and a Korean error page for a used or unknown one', async () => {
    const { wallet, sim } = provider();
    const app = Fastify();
    await app.register(simCasinoPages(sim));
    wallet.launch('token-for-member-six-0006', '106', 'netent-starburst', 10_000);
    const cx = simAggregator('cx');
    const game = cx.games().find((item) => item.code === 'netent-starburst');
    if (!game) throw new Error('starburst missing from the CX catalogue');
    const url = cx.launchUrl({ token: 'token-for-member-six-0006', game });
    const launched = await app.inject({ method: 'GET', url });
    expect(launched.statusCode).toBe(303);
    const page = await app.inject({ method: 'GET', url: launched.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('스타버스트');
    expect(page.body).toContain('/sim-casino/assets/game.js');
    expect(page.body).not.toMatch(/<script>|<style/);

    const reused = await app.inject({ method: 'GET', url });
    expect(reused.statusCode).toBe(403);
    expect(reused.body).toContain('게임을 열 수 없습니다');
    const script = await app.inject({ method: 'GET', url: '/sim-casino/assets/game.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    const art = await app.inject({ method: 'GET', url: '/sim-casino/art/cx/netent-starburst.svg' });
    expect(art.body).toMatch(/^<svg/);
    await app.close();
  });
});
