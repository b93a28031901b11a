import { afterEach, describe, expect, it } from 'vitest';
import type { AdminTournament, JackpotSettings } from '@site/contracts/api/admin-tournaments';
import type { Jackpot, TournamentDetail, TournamentList } from '@site/contracts/api/tournaments';
import type { CasinoProduct } from '@site/contracts/casino';
import { fakeClock } from '../../test/fake-clock';
import { until, useSessions, waitersOf } from '../../test/held-sessions';
import { TournamentPayoutWorker } from '../../workers/tournament-payouts';
import { balanceOf, bettor, ledgerSum, useBetsApp, type Bettor } from '../betting/bets-test-kit';
import type { CasinoRoundClosedEvent } from '../casino/round-hooks';
import { lockBalances } from '../ledger/repo';
import { JACKPOT_DRIFT_PER_HOUR } from './jackpot';
import { readJackpotPool } from './repo';
import { tournamentRoundHooks } from './round-hooks';

const kit = useBetsApp();
const sessions = useSessions(() => kit.database.url);
let nextRoundId = 1;

/** Hooks whose jackpot never hits unless a test asks for it. */
const quiet = tournamentRoundHooks({ random: () => 0.999_999 });

interface TestRound {
  stake: number;
  win: number;
  product?: CasinoProduct;
  outcome?: 'settled' | 'cancelled';
  roundId?: number;
}

const roundClosed = (who: Bettor, round: TestRound): CasinoRoundClosedEvent => ({
  memberId: who.member.id,
  product: round.product ?? 'slot',
  aggregator: 'playfun',
  vendor: 'sim',
  gameCode: 'sim-slot',
  roundId: round.roundId ?? nextRoundId++,
  stake: round.stake,
  win: round.win,
  outcome: round.outcome ?? 'settled',
  at: kit.clock.now(),
});

const closeRound = (who: Bettor, round: TestRound, hooks = quiet) =>
  kit.db.transaction((tx) => hooks.onRoundClosed(tx, roundClosed(who, round)));

const stake = (who: Bettor, amount: number, product: CasinoProduct = 'slot') =>
  kit.db.transaction((tx) =>
    quiet.onStake(tx, {
      memberId: who.member.id,
      product,
      aggregator: 'playfun',
      vendor: 'sim',
      gameCode: 'sim-slot',
      roundId: nextRoundId++,
      amount,
      txId: `tx-${nextRoundId}`,
      at: kit.clock.now(),
    }),
  );

async function createTournament(metric: 'total-stake' | 'best-multiplier', minStake = 1_000) {
  await kit.loginAdmin();
  const now = kit.clock.now().getTime();
  const response = await kit.asAdmin('POST', '/api/admin/tournaments', {
    title: '주간 슬롯 토너먼트',
    product: 'slot',
    metric,
    minStake,
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 10 * 60_000).toISOString(),
    prizes: [
      { rank: 1, amount: 100_000 },
      { rank: 2, amount: 50_000 },
    ],
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminTournament>();
}

async function join(who: Bettor, id: number) {
  const response = await kit.app.inject({ method: 'POST', url: `/api/tournaments/${id}/join`, headers: who.headers });
  return response;
}

const detail = async (who: Bettor, id: number) =>
  (
    await kit.app.inject({ method: 'GET', url: `/api/tournaments/${id}`, headers: who.headers })
  ).json<TournamentDetail>();

const saveJackpot = async (settings: Partial<JackpotSettings>) => {
  await kit.loginAdmin();
  const response = await kit.asAdmin('PUT', '/api/admin/jackpot', settings);
  expect(response.statusCode).toBe(200);
  return response.json<JackpotSettings>();
};

const jackpot = async () => (await kit.app.inject({ method: 'GET', url: '/api/jackpot' })).json<Jackpot>();

afterEach(() => saveJackpot({ eventSlotOpen: true }));

describe('tournament scoring', () => {
  it('counts settled rounds at or above the minimum stake toward total stake, and shows the member their own rank', async () => {
    const tournament = await createTournament('total-stake', 1_000);
    const [ann, ben] = [await bettor(kit), await bettor(kit)];
    expect((await join(ann, tournament.id)).statusCode).toBe(200);
    expect((await join(ben, tournament.id)).statusCode).toBe(200);

    await closeRound(ann, { stake: 5_000, win: 0 });
    await closeRound(ann, { stake: 999, win: 5_000 }); // below the minimum
    await closeRound(ann, { stake: 50_000, win: 0, outcome: 'cancelled' });
    await closeRound(ann, { stake: 80_000, win: 0, product: 'casino' }); // another product's tournaments
    await closeRound(ben, { stake: 3_000, win: 0 });
    await closeRound(ben, { stake: 4_000, win: 0 });

    const seen = await detail(ann, tournament.id);
    expect(seen.leaders.map((row) => [row.rank, row.score, row.mine])).toEqual([
      [1, 7_000, false],
      [2, 5_000, true],
    ]);
    expect(seen.me).toMatchObject({ rank: 2, score: 5_000, nickName: ann.member.nickName, prize: 50_000 });
    expect(seen.leaders[0]?.nickName).not.toBe(ben.member.nickName);
  });

  it('keeps the best win multiplier of a counted round', async () => {
    const tournament = await createTournament('best-multiplier', 1_000);
    const ann = await bettor(kit);
    await join(ann, tournament.id);
    await closeRound(ann, { stake: 1_000, win: 12_345 });
    await closeRound(ann, { stake: 2_000, win: 4_000 });
    await closeRound(ann, { stake: 500, win: 50_000 }); // below the minimum
    await closeRound(ann, { stake: 1_000, win: 90_000, outcome: 'cancelled' });
    expect((await detail(ann, tournament.id)).me?.score).toBe(1_234); // 12.34×
  });
});

describe('tournament payouts', () => {
  it('credits each prize once when two workers pay the ended tournament, and lists the winners after', async () => {
    const tournament = await createTournament('total-stake', 0);
    const [ann, ben, cid] = [await bettor(kit, 0), await bettor(kit, 0), await bettor(kit, 0)];
    for (const who of [ann, ben, cid]) await join(who, tournament.id);
    await closeRound(ann, { stake: 2_000, win: 0 });
    await closeRound(ben, { stake: 2_000, win: 0 }); // the same score, reached later: second
    await closeRound(cid, { stake: 1_000, win: 0 });

    const afterEnd = new Date(Date.parse(tournament.endsAt) + 1_000);
    const worker = () => new TournamentPayoutWorker({ db: kit.db, clock: fakeClock(afterEnd), bus: kit.bus });
    await Promise.all([worker().runOnce(), worker().runOnce()]);
    await worker().runOnce();

    expect([await balanceOf(kit.db, ann.member.id), await balanceOf(kit.db, ben.member.id)]).toEqual([100_000, 50_000]);
    expect(await balanceOf(kit.db, cid.member.id)).toBe(0);
    for (const who of [ann, ben, cid])
      expect(await ledgerSum(kit.db, who.member.id)).toBe(await balanceOf(kit.db, who.member.id));

    const list = (
      await kit.app.inject({ method: 'GET', url: '/api/tournaments?product=slot', headers: ann.headers })
    ).json<TournamentList>();
    const finished = list.finished.find((row) => row.id === tournament.id);
    expect(finished?.status).toBe('finished');
    expect(finished?.leaders.slice(0, 2).map((row) => [row.rank, row.prize, row.mine])).toEqual([
      [1, 100_000, true],
      [2, 50_000, false],
    ]);
    expect(list.current.some((row) => row.id === tournament.id)).toBe(false);
  });
});

describe('tournament payouts and the last rounds', () => {
  it('pays by the standings a round closing at the end still changes, once its transaction commits', async () => {
    const tournament = await createTournament('total-stake', 0);
    const [ann, ben] = [await bettor(kit, 0), await bettor(kit, 0)];
    for (const who of [ann, ben]) await join(who, tournament.id);
    await closeRound(ann, { stake: 2_000, win: 0 });
    await closeRound(ben, { stake: 1_000, win: 0 });

    // Ben's last round closed before the end; the casino's transaction (holding his row) is still under way.
    const [casino, observer] = [await sessions.open(), await sessions.open()];
    let scored = false;
    let commit = () => {};
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const closing = casino.db.transaction(async (tx) => {
      await lockBalances(tx, ben.member.id);
      await quiet.onRoundClosed(tx, roundClosed(ben, { stake: 5_000, win: 0 }));
      scored = true;
      await committed;
    });
    await until(async () => scored);

    // The payout runs now, and waits for that transaction one way or another.
    const afterEnd = new Date(Date.parse(tournament.endsAt) + 1_000);
    const paying = new TournamentPayoutWorker({ db: kit.db, clock: fakeClock(afterEnd), bus: kit.bus }).runOnce();
    await until(async () => (await waitersOf(observer, casino.pid)).length > 0);
    commit();
    await closing;
    await paying;

    expect([await balanceOf(kit.db, ben.member.id), await balanceOf(kit.db, ann.member.id)]).toEqual([100_000, 50_000]);
    for (const who of [ann, ben])
      expect(await ledgerSum(kit.db, who.member.id)).toBe(await balanceOf(kit.db, who.member.id));
    const finished = await detail(ben, tournament.id);
    expect(finished.status).toBe('finished');
    expect(finished.me).toMatchObject({ rank: 1, score: 6_000, prize: 100_000 });
  });
});

describe('slot jackpot', () => {
  it('grows by its share of slot stakes only', async () => {
    const before = (await saveJackpot({ shareBp: 150, pool: 1_000_000, seed: 1_000_000 })).pool;
    const ann = await bettor(kit);
    await stake(ann, 10_000); // 150
    await stake(ann, 100); // 1.5, carried
    await stake(ann, 100); // 1.5 + carry = 3
    await stake(ann, 50_000, 'casino'); // no share
    expect((await jackpot()).pool).toBe(before + 153);
  });

  it('drifts up between stakes, keeps the drift in its row across a restart, and adds stake shares on top', async () => {
    // The pool's row was stamped by the database's clock, a little ahead of the test's; start past it.
    kit.clock.advance(60_000);
    const start = (await saveJackpot({ shareBp: 100, pool: 5_000_000, seed: 1_000_000 })).pool;
    expect(start).toBe(5_000_000);
    kit.clock.advance(60 * 60_000);
    const hourLater = (await jackpot()).pool;
    // About the drift's hourly rate; the banner is told the rate, to tick on between its polls.
    expect(hourLater - start).toBeGreaterThanOrEqual(JACKPOT_DRIFT_PER_HOUR - 1);
    expect(hourLater - start).toBeLessThanOrEqual(JACKPOT_DRIFT_PER_HOUR + 1);
    expect((await jackpot()).growthPerHour).toBe(JACKPOT_DRIFT_PER_HOUR);

    const ann = await bettor(kit);
    await stake(ann, 20_000); // 200
    // The stake folded the drift into the stored row, so a server started afresh reads the same pool.
    const stored = await readJackpotPool(kit.db);
    expect(stored.pool).toBe(hourLater + 200);
    expect((await jackpot()).pool).toBe(hourLater + 200);
    await stake(ann, 20_000);
    expect((await jackpot()).pool).toBe(hourLater + 400);
  });

  it('pays the pool once to the winning round and resets to the seed', async () => {
    await saveJackpot({ pool: 2_500_000, seed: 1_000_000, minStake: 1_000, mustHitBy: 0, oddsPerSpin: 1_000 });
    const lucky = tournamentRoundHooks({ random: () => 0 });
    const ann = await bettor(kit, 10_000);
    // Too small a stake never wins, whatever the draw.
    expect(await closeRound(ann, { stake: 500, win: 0 }, lucky)).toEqual([]);
    const changes = await closeRound(ann, { stake: 1_000, win: 0, roundId: 777_001 }, lucky);
    expect(changes.map((change) => change.emoney)).toEqual([2_510_000]);
    expect(await closeRound(ann, { stake: 1_000, win: 0, roundId: 777_001 }, lucky)).toEqual([]);

    const banner = await jackpot();
    expect(banner.pool).toBe(1_000_000);
    expect(banner.lastWin).toMatchObject({ amount: 2_500_000 });
    expect(await balanceOf(kit.db, ann.member.id)).toBe(2_510_000);
    expect(await ledgerSum(kit.db, ann.member.id)).toBe(2_510_000);
  });
});

describe('GET /api/eventSlot/set', () => {
  it("answers the operator's switch, and joining is refused while it is off", async () => {
    const tournament = await createTournament('total-stake');
    const ann = await bettor(kit);
    const flag = async () => (await kit.app.inject({ method: 'GET', url: '/api/eventSlot/set' })).json();
    expect(await flag()).toEqual({ useFlag: true });
    await saveJackpot({ eventSlotOpen: false });
    expect(await flag()).toEqual({ useFlag: false });
    const refused = await join(ann, tournament.id);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ message: '점검중입니다.' });
  });
});
