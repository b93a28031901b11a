import { describe, expect, it } from 'vitest';
import {
  minigameBoardSchema,
  minigameEventListSchema,
  minigameRoundPageSchema,
  minigameRoundSchema,
  minigameSettingListSchema,
  type MinigameRound,
  type MinigameRoundPage,
} from '@site/contracts/api/minigames';
import { verifyRound } from '../../sim/minigames/random';
import { eventStreamReader } from '../../test/event-stream-reader';
import { listeningAddress } from '../../test/listen';
import { authHeaders } from '../../test/members';
import { bettor, useBetsApp } from '../betting/bets-test-kit';
import { boardOf, drawNow, roundGame } from './minigames-test-kit';

const kit = useBetsApp();

const POWERBALL_1 = 211;
const BACCARAT = 301;

const get = (url: string) => kit.app.inject({ method: 'GET', url });

async function roundsOf(gameId: number, query = ''): Promise<MinigameRoundPage> {
  const response = await get(`/api/minigame/games/${gameId}/rounds${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return minigameRoundPageSchema.parse(response.json());
}

describe('GET /api/settingMinigame/:id', () => {
  it('answers the defaults for a game the operator has not set, virtual games included', async () => {
    for (const gameId of [POWERBALL_1, 801, 901]) {
      const response = await get(`/api/settingMinigame/${gameId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        gameId,
        systemMaintenanceFlg: false,
        minStake: 1_000,
        maxStake: 1_000_000,
        maxPayout: 10_000_000,
      });
    }
  });

  it('answers 404 with a Korean message for a game no table has', async () => {
    const response = await get('/api/settingMinigame/999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '존재하지 않는 게임입니다.' });
  });
});

describe('operator: PUT /api/admin/minigames/:id', () => {
  it('changes only the fields sent, and the member’s setting call follows', async () => {
    const response = await kit.asAdmin('PUT', '/api/admin/minigames/302', { systemMaintenanceFlg: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ gameId: 302, systemMaintenanceFlg: true, minStake: 1_000 });
    await kit.asAdmin('PUT', '/api/admin/minigames/302', { maxStake: 500_000 });
    expect((await get('/api/settingMinigame/302')).json()).toEqual({
      gameId: 302,
      systemMaintenanceFlg: true,
      minStake: 1_000,
      maxStake: 500_000,
      maxPayout: 10_000_000,
    });
    const list = minigameSettingListSchema.parse((await kit.asAdmin('GET', '/api/admin/minigames')).json());
    expect(list.find((setting) => setting.gameId === 302)).toMatchObject({ systemMaintenanceFlg: true });
    expect(list.find((setting) => setting.gameId === 801)).toMatchObject({ systemMaintenanceFlg: false });
  });

  it('refuses a minimum above the maximum, an unknown game and anyone but an administrator', async () => {
    const crossed = await kit.asAdmin('PUT', '/api/admin/minigames/303', { minStake: 2_000_000 });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ message: '최소 베팅금액은 최대 베팅금액보다 클 수 없습니다.' });
    expect((await kit.asAdmin('PUT', '/api/admin/minigames/999', { minStake: 2_000 })).statusCode).toBe(404);

    const member = await bettor(kit, 0);
    for (const [method, url] of [
      ['PUT', '/api/admin/minigames/303'],
      ['POST', `/api/admin/minigames/${POWERBALL_1}/draw-now`],
      ['GET', '/api/admin/minigames'],
    ] as const) {
      const response = await kit.app.inject({
        method,
        url,
        headers: member.headers,
        ...(method === 'PUT' ? { payload: { systemMaintenanceFlg: true } } : {}),
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await get('/api/settingMinigame/303')).json()).toMatchObject({ systemMaintenanceFlg: false });
  });
});

describe('GET /api/minigame/games/:id', () => {
  it('answers the board: setting, the open round with its commitment but no secret, and the markets', async () => {
    const board = minigameBoardSchema.parse(await boardOf(kit, BACCARAT));
    const game = roundGame(BACCARAT);
    expect(board).toMatchObject({ gameId: BACCARAT, kind: 'baccarat', setting: { systemMaintenanceFlg: false } });
    expect(board.current).toMatchObject({ gameId: BACCARAT, status: 'open', secret: null, result: null });
    expect(board.current.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(board.current.secondsToDraw - board.current.secondsToClose).toBe(game.closeSeconds);
    expect(board.current.secondsToDraw).toBeLessThanOrEqual(game.roundSeconds + game.closeSeconds);
    expect(board.markets.map((market) => market.key)).toEqual(game.module.markets.map((market) => market.key));
    expect(board.markets[0]?.picks[0]?.price).toBe((game.module.markets[0]?.picks[0]?.priceX100 ?? 0) / 100);
    // Asking again answers the same round: one open round per game.
    expect((await boardOf(kit, BACCARAT)).current.id).toBe(board.current.id);
  });

  it('answers 404 준비 중 for the virtual sports and 404 for a game no table has', async () => {
    const virtual = await get('/api/minigame/games/801');
    expect(virtual.statusCode).toBe(404);
    expect(virtual.json()).toEqual({ message: '준비 중인 게임입니다.' });
    expect((await get('/api/minigame/games/999')).statusCode).toBe(404);
    expect((await get('/api/minigame/events?gameId=804&currentGame=1')).statusCode).toBe(404);
  });
});

describe('rounds: draw, proof and history', () => {
  it('draws at once on the operator’s draw-now, reveals the secret that proves the result, and opens the next', async () => {
    const before = await boardOf(kit, POWERBALL_1);
    const next = minigameRoundSchema.parse(await drawNow(kit, POWERBALL_1));
    expect(next).toMatchObject({ gameId: POWERBALL_1, status: 'open', secret: null });
    expect(next.id).not.toBe(before.current.id);
    expect(next.roundNo).toBeGreaterThan(before.current.roundNo);
    expect(next.secondsToDraw).toBe(60);

    const [drawn] = (await roundsOf(POWERBALL_1)).items;
    expect(drawn).toMatchObject({ id: before.current.id, status: 'drawn', commitment: before.current.commitment });
    expect(drawn?.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn?.resultText).toEqual(expect.any(String));
    // Anyone can check the round: the secret gives the commitment published before, and the result.
    const check = verifyRound(
      {
        gameId: POWERBALL_1,
        id: drawn?.id ?? 0,
        secret: drawn?.secret ?? '',
        commitment: before.current.commitment,
        result: drawn?.result ?? null,
      },
      roundGame(POWERBALL_1).module,
    );
    expect(check).toMatchObject({ valid: true, commitmentMatches: true, resultMatches: true });
    expect(drawn?.resultText).toBe(roundGame(POWERBALL_1).module.describe(check.result));
  });

  it('lists drawn rounds newest first by day and page, never a round not yet drawn', async () => {
    await drawNow(kit, POWERBALL_1);
    await drawNow(kit, POWERBALL_1);
    const current = (await boardOf(kit, POWERBALL_1)).current;
    const page = await roundsOf(POWERBALL_1, '?size=2');
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.items).toHaveLength(2);
    expect(page.pageCount).toBe(Math.ceil(page.totalCount / 2));
    const all = await roundsOf(POWERBALL_1, '?size=100');
    expect(all.items.every((round) => round.status === 'drawn' && round.secret !== null)).toBe(true);
    expect(all.items.some((round) => round.id === current.id)).toBe(false);
    const ids = all.items.map((round) => round.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    expect((await roundsOf(POWERBALL_1, `?date=${current.date}&size=100`)).items.length).toBeGreaterThan(0);
    expect((await roundsOf(POWERBALL_1, '?date=2001-01-01')).totalCount).toBe(0);
    const results = await get(`/api/minigame/results?gameId=${POWERBALL_1}&size=2`);
    expect(results.json<MinigameRoundPage>().items).toEqual(page.items);
  });

  it('minigame/events answers the current round first, then the last draws', async () => {
    await drawNow(kit, POWERBALL_1);
    const response = await get(`/api/minigame/events?gameId=${POWERBALL_1}&currentGame=1`);
    expect(response.statusCode).toBe(200);
    const [current, ...drawn] = minigameEventListSchema.parse(response.json());
    expect(current).toMatchObject({ status: 'open', secret: null, id: (await boardOf(kit, POWERBALL_1)).current.id });
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((round) => round.status === 'drawn' && round.secret !== null)).toBe(true);
  });

  it('closes betting closeSeconds before the draw and draws when the draw time comes, without the operator', async () => {
    const game = roundGame(BACCARAT);
    const open = (await boardOf(kit, BACCARAT)).current;
    kit.clock.advance(open.secondsToClose * 1000);
    expect((await boardOf(kit, BACCARAT)).current).toMatchObject({
      id: open.id,
      status: 'closed',
      secondsToDraw: game.closeSeconds,
    });
    kit.clock.advance(game.closeSeconds * 1000);
    const next = (await boardOf(kit, BACCARAT)).current;
    expect(next).toMatchObject({ status: 'open', roundNo: open.roundNo + 1, opensAt: open.drawsAt });
    expect((await roundsOf(BACCARAT)).items[0]).toMatchObject({ id: open.id, status: 'drawn' });
  });
});

describe('GET /api/minigame/stream', () => {
  it('streams round events as rounds draw and open, the secret only with the draw', async () => {
    // The round as it is now, so the only events to come are the ones draw-now makes.
    const current = (await boardOf(kit, POWERBALL_1)).current;
    const before = kit.bus.listenerCount('minigameRound');
    const address = await kit.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/minigame/stream`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = eventStreamReader(response);
    await stream.until(/retry: 3000\n\n/);

    await drawNow(kit, POWERBALL_1);
    const roundsSeen = async (count: number): Promise<MinigameRound[]> => {
      await stream.until(new RegExp(`(event: round\\ndata: .*\\n\\n[^]*){${count}}`));
      return [...stream.text.matchAll(/event: round\ndata: (.*)\n\n/g)].map((match) =>
        minigameRoundSchema.parse(JSON.parse(match[1] ?? '')),
      );
    };
    const [drawn, opened] = await roundsSeen(2);
    expect(drawn).toMatchObject({ id: current.id, status: 'drawn', secret: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(opened).toMatchObject({ gameId: POWERBALL_1, status: 'open', secret: null, result: null });

    controller.abort();
    await stream.cancel();
    const deadline = Date.now() + 5000;
    while (kit.bus.listenerCount('minigameRound') !== before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(kit.bus.listenerCount('minigameRound')).toBe(before);
  });

  it('ends the round streams when round events may have been lost, so clients reconnect and catch up', async () => {
    const address = await listeningAddress(kit.app);
    const response = await fetch(`${address}/api/minigame/stream`);
    const stream = eventStreamReader(response);
    await stream.until(/retry: 3000\n\n/);
    kit.bus.publish('resync');
    await expect(stream.until(/this never comes/)).rejects.toThrow(/stream ended/);
  });
});

it('draw-now answers 404 for a game not run', async () => {
  const response = await kit.app.inject({
    method: 'POST',
    url: '/api/admin/minigames/801/draw-now',
    headers: authHeaders(kit.adminToken),
  });
  expect(response.statusCode).toBe(404);
});
