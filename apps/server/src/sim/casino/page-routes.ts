import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { casinoAggregatorKeys, type CasinoAggregatorKey } from '@site/contracts/casino';
import { gameArt } from './art';
import { findGame } from './catalogue';
import { GAME_ASSETS_PATH, renderClosedPage, renderGamePage, windowPath } from './game-page';
import type { SimCasino } from './provider';

const WINDOW_ID = /^[A-Za-z0-9_-]{16,40}$/;
const isAggregator = (key: string): key is CasinoAggregatorKey =>
  (casinoAggregatorKeys as readonly string[]).includes(key);

const asset = (name: string) => readFileSync(new URL(`./window/${name}`, import.meta.url), 'utf8');

/**
 * The provider's pages, served by our server outside /api because the provider is simulated here:
 * the launch address (token → window), the window, its state and moves, its script and stylesheet,
 * and every game's tile art.
 */
export function simCasinoPages(sim: SimCasino): FastifyPluginAsync {
  const script = asset('game.js');
  const stylesheet = asset('game.css');
  return async (app) => {
    app.get<{ Params: { aggregator: string }; Querystring: { token?: string; game?: string } }>(
      '/sim-casino/:aggregator/play',
      async (request, reply) => {
        const { aggregator } = request.params;
        const token = request.query.token ?? '';
        reply.header('cache-control', 'no-store');
        if (!isAggregator(aggregator) || token.length < 16 || token.length > 128) {
          return reply.code(403).type('text/html; charset=utf-8').send(renderClosedPage('invalid'));
        }
        const opened = await sim.open(aggregator, token, request.query.game);
        if ('error' in opened) {
          return reply
            .code(opened.error === 'invalid' ? 403 : 502)
            .type('text/html; charset=utf-8')
            .send(renderClosedPage(opened.error));
        }
        // The token is spent: the window lives at its own address, so a reload keeps playing.
        return reply.code(303).header('location', windowPath(opened.window.id)).send();
      },
    );

    const windowOf = async (id: string) => (WINDOW_ID.test(id) ? sim.window(id) : undefined);

    app.get<{ Params: { id: string } }>('/sim-casino/window/:id', async (request, reply) => {
      const window = await windowOf(request.params.id);
      const view = window && (await sim.view(window));
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!window || !view) return reply.code(404).send(renderClosedPage('invalid'));
      return reply.send(renderGamePage(window.id, view));
    });

    app.get<{ Params: { id: string } }>('/sim-casino/window/:id/state', async (request, reply) => {
      const window = await windowOf(request.params.id);
      const view = window && (await sim.view(window));
      reply.header('cache-control', 'no-store');
      if (!view) return reply.code(404).send({ message: '게임 세션이 없습니다.' });
      return view;
    });

    app.post<{ Params: { id: string }; Body: { spot?: unknown; amount?: unknown } }>(
      '/sim-casino/window/:id/bet',
      async (request, reply) => {
        const window = await windowOf(request.params.id);
        if (!window) return reply.code(404).send({ ok: false, message: '게임 세션이 없습니다.' });
        const { spot, amount } = request.body ?? {};
        if (typeof spot !== 'string' || typeof amount !== 'number') {
          return reply.code(400).send({ ok: false, message: '베팅 정보가 올바르지 않습니다.' });
        }
        return sim.bet(window, spot, amount);
      },
    );

    app.post<{ Params: { id: string }; Body: { bet?: unknown } }>(
      '/sim-casino/window/:id/spin',
      async (request, reply) => {
        const window = await windowOf(request.params.id);
        if (!window || findGame(window.aggregator as CasinoAggregatorKey, window.gameCode)?.kind !== 'slot') {
          return reply.code(404).send({ ok: false, message: '게임 세션이 없습니다.' });
        }
        const bet = request.body?.bet;
        if (typeof bet !== 'number')
          return reply.code(400).send({ ok: false, message: '베팅 금액이 올바르지 않습니다.' });
        return sim.spin(window, bet);
      },
    );

    app.get(`${GAME_ASSETS_PATH}/game.js`, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('application/javascript; charset=utf-8').send(script),
    );
    app.get(`${GAME_ASSETS_PATH}/game.css`, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(stylesheet),
    );

    app.get<{ Params: { aggregator: string; file: string } }>(
      '/sim-casino/art/:aggregator/:file',
      async (request, reply) => {
        const { aggregator, file } = request.params;
        const game =
          isAggregator(aggregator) && file.endsWith('.svg') ? findGame(aggregator, file.slice(0, -4)) : undefined;
        if (!game) return reply.code(404).send({ message: '이미지가 없습니다.' });
        return reply
          .header('cache-control', 'public, max-age=86400')
          .type('image/svg+xml; charset=utf-8')
          .send(gameArt(game));
      },
    );
  };
}
