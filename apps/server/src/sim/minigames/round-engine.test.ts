import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MinigameRound } from '@site/contracts/api/minigames';
import type { MinigameResult } from '@site/contracts/minigame-results';
import { minigameRounds, type MinigameRoundRow } from '../../db/schema/minigames';
import { walletLedger } from '../../db/schema/wallet';
import { balanceOf, bettor, getBet, useBetsApp, type Bettor } from '../../modules/betting/bets-test-kit';
import { placeMinigameBet } from '../../modules/minigames/placement';
import { authHeaders, loginAs } from '../../test/members';
import type { MinigameKindModule } from './kind';
import { commitmentOf, drawRound } from './random';
import type { RoundGame } from './registry';
import { createRoundEngine } from '../../workers/minigame-rounds';

type RouletteResult = Extract<MinigameResult, { kind: 'roulette' }>;

/** A small kind of our own: a number 0-36, odd or even (0 loses both), and a market that is always void. */
const coinKind: MinigameKindModule<RouletteResult> = {
  kind: 'roulette',
  draw: (random) => ({ kind: 'roulette', number: random.below(37) }),
  markets: [
    {
      key: 'parity',
      nameKorean: '홀짝',
      group: '홀짝',
      picks: [
        { key: 'odd', nameKorean: '홀', priceX100: 195 },
        { key: 'even', nameKorean: '짝', priceX100: 195 },
      ],
    },
    { key: 'refund', nameKorean: '적특', group: '기타', picks: [{ key: 'any', nameKorean: '무효', priceX100: 200 }] },
  ],
  settle(result, marketKey, pickKey) {
    if (marketKey === 'refund') return 3;
    if (result.number === 0) return 1;
    return (result.number % 2 === 1) === (pickKey === 'odd') ? 2 : 1;
  },
  describe: (result) => `${result.number}`,
};

// Side-menu ids: games whose settings exist, and which nothing else in this file runs.
const fast: RoundGame = {
  id: 901,
  nameKorean: '동행 파워볼',
  kind: 'roulette',
  roundSeconds: 60,
  closeSeconds: 10,
  module: coinKind,
};
const slow: RoundGame = { ...fast, id: 902, roundSeconds: 300, closeSeconds: 30 };

const kit = useBetsApp();
const engineOf = (games: RoundGame[] = [fast, slow]) =>
  createRoundEngine({ db: kit.db, clock: kit.clock, bus: kit.bus, games });

async function roundsOf(gameId: number): Promise<MinigameRoundRow[]> {
  return kit.db.select().from(minigameRounds).where(eq(minigameRounds.gameId, gameId)).orderBy(minigameRounds.id);
}

async function openRound(gameId: number): Promise<MinigameRoundRow> {
  const open = (await roundsOf(gameId)).filter((round) => round.status === 'open');
  expect(open).toHaveLength(1);
  return open[0] as MinigameRoundRow;
}

function watchRounds(): { events: MinigameRound[]; stop: () => void } {
  const events: MinigameRound[] = [];
  const stop = kit.bus.subscribe('minigameRound', (round) => events.push(round));
  return { events, stop };
}

const moveTo = (at: Date) => kit.clock.advance(at.getTime() - kit.clock.now().getTime());

/** One second into the next five-minute slot, so the fast game's betting closes well before the slow one's. */
function moveToStartOfSlowSlot(): void {
  const slotMs = slow.roundSeconds * 1000;
  moveTo(new Date((Math.floor(kit.clock.now().getTime() / slotMs) + 1) * slotMs + 1000));
}

async function bet(who: Bettor, game: RoundGame, round: MinigameRoundRow, marketKey: string, pickKey: string) {
  const price =
    (game.module.markets.find((m) => m.key === marketKey)?.picks.find((p) => p.key === pickKey)?.priceX100 ?? 0) / 100;
  const { bet: placed } = await placeMinigameBet(kit, game, who.member, {
    idempotencyKey: randomUUID(),
    gameId: game.id,
    roundId: round.id,
    marketKey,
    pickKey,
    price,
    stake: 10_000,
  });
  return placed.id;
}

describe('RoundEngine', () => {
  it('keeps one round per game: opens it, closes betting before the draw, draws from its secret, chains the next', async () => {
    moveToStartOfSlowSlot();
    const engine = engineOf();
    const watch = watchRounds();
    expect(await engine.tick()).toEqual({ opened: 2, closed: 0, drawn: 0 });
    // Idempotent: the same moment again changes nothing.
    expect(await engine.tick()).toEqual({ opened: 0, closed: 0, drawn: 0 });
    const round = await openRound(fast.id);
    expect(round.commitment).toBe(commitmentOf(fast.id, round.id, round.secret));
    expect(round.closesAt.getTime()).toBe(round.drawsAt.getTime() - 10_000);

    moveTo(round.closesAt);
    expect(await engine.tick()).toEqual({ opened: 0, closed: 1, drawn: 0 });
    moveTo(round.drawsAt);
    expect(await engine.tick()).toEqual({ opened: 1, closed: 0, drawn: 1 });
    watch.stop();

    const [drawn, next] = await roundsOf(fast.id);
    const result = drawRound(round.secret, coinKind);
    expect(drawn).toMatchObject({ id: round.id, status: 'drawn', result, resultText: `${result.number}` });
    expect(drawn?.drawnAt).toEqual(round.drawsAt);
    expect(next).toMatchObject({ status: 'open', opensAt: round.drawsAt });
    expect(next?.drawsAt.getTime()).toBe(round.drawsAt.getTime() + 60_000);
    expect(next?.roundNo).toBe(next?.roundDate === round.roundDate ? round.roundNo + 1 : 1);

    const ofFast = watch.events.filter((event) => event.gameId === fast.id);
    expect(ofFast.map((event) => [event.id, event.status, event.secret === null])).toEqual([
      [round.id, 'open', true],
      [round.id, 'closed', true],
      [round.id, 'drawn', false],
      [next?.id, 'open', true],
    ]);
  });

  it('after downtime draws the round it finds past its draw, settles its bets, and goes on from the next slot', async () => {
    const who = await bettor(kit, 100_000);
    const engine = engineOf();
    await engine.tick();
    const round = await openRound(slow.id);
    const refunded = await bet(who, slow, round, 'refund', 'any');
    const before = (await roundsOf(slow.id)).length;

    kit.clock.advance(3 * 60 * 60 * 1000);
    await engineOf().tick();

    const rounds = await roundsOf(slow.id);
    // The 35 rounds that would have run meanwhile are not made up: one round drawn, one new one open.
    expect(rounds).toHaveLength(before + 1);
    expect(rounds.find((entry) => entry.id === round.id)).toMatchObject({
      status: 'drawn',
      result: drawRound(round.secret, coinKind),
      drawnAt: kit.clock.now(),
    });
    const next = await openRound(slow.id);
    expect(next.closesAt.getTime()).toBeGreaterThan(kit.clock.now().getTime());
    expect(next.drawsAt.getTime()).toBeLessThanOrEqual(kit.clock.now().getTime() + (300 + 30) * 1000);
    if (next.roundDate === round.roundDate) expect(next.roundNo).toBeGreaterThan(round.roundNo + 30);

    // A void pick gives the stake back, booked as a void.
    const settled = await getBet(kit, await relogin(who), refunded);
    expect(settled).toMatchObject({ status: 3, payout: 10_000, minigame: { result: 3 } });
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    const rows = await kit.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `bet:${refunded}`));
    expect(rows.map((row) => [row.reason, row.amount])).toEqual([
      ['bet_stake', -10_000],
      ['bet_void', 10_000],
    ]);
  });

  it('draws each round once when two engines (two servers) tick at the same moment', async () => {
    // Two members on the two sides: one member may not take both (양방).
    const [who, other] = [await bettor(kit, 100_000), await bettor(kit, 100_000)];
    await engineOf().tick();
    const round = await openRound(fast.id);
    const odd = await bet(who, fast, round, 'parity', 'odd');
    const even = await bet(other, fast, round, 'parity', 'even');
    const watch = watchRounds();
    moveTo(round.drawsAt);
    await Promise.all([engineOf().tick(), engineOf().tick(), engineOf().drawNow(fast)]);
    watch.stop();

    expect(watch.events.filter((event) => event.id === round.id && event.status === 'drawn')).toHaveLength(1);
    expect((await roundsOf(fast.id)).filter((entry) => entry.status === 'open')).toHaveLength(1);
    const { number } = drawRound(round.secret, coinKind);
    const [oddBet, evenBet] = [await getBet(kit, who, odd), await getBet(kit, other, even)];
    const oddWon = number !== 0 && number % 2 === 1;
    const evenWon = number !== 0 && number % 2 === 0;
    expect([oddBet.status, evenBet.status]).toEqual([oddWon ? 2 : 1, evenWon ? 2 : 1]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000 + (oddWon ? 19_500 : 0));
    expect(await balanceOf(kit.db, other.member.id)).toBe(90_000 + (evenWon ? 19_500 : 0));
    const payouts = await kit.db
      .select()
      .from(walletLedger)
      .where(
        and(inArray(walletLedger.memberId, [who.member.id, other.member.id]), eq(walletLedger.reason, 'bet_payout')),
      );
    expect(payouts).toHaveLength(number === 0 ? 0 : 1);
  });

  it('voids a pick on a market the kind no longer offers', async () => {
    const who = await bettor(kit, 100_000);
    await engineOf().tick();
    const round = await openRound(fast.id);
    const betId = await bet(who, fast, round, 'parity', 'odd');
    const withoutParity: RoundGame = {
      ...fast,
      module: {
        ...coinKind,
        markets: coinKind.markets.filter((market) => market.key !== 'parity'),
      } as MinigameKindModule,
    };
    await engineOf([withoutParity]).drawNow(withoutParity);
    expect(await getBet(kit, who, betId)).toMatchObject({ status: 3, payout: 10_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
  });
});

/** The member's session after the clock jumped past its auto-logout. */
async function relogin(who: Bettor): Promise<Bettor> {
  const token = await loginAs(kit.app, who.member.userId);
  return { ...who, token, headers: authHeaders(token) };
}
