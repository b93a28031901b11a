import { describe, expect, it } from 'vitest';
import type { CasinoLobby } from '@site/contracts/api/casino';
import { casinoErrors } from '@site/contracts/api/casino';
import { TENDENCY_NO_CASINO } from '@site/contracts/roles';
import { bettor, getOk } from '../betting/bets-test-kit';
import { LAUNCH_TOKEN_TTL_MS } from './launch-token';
import { debitBody, launchRequest, launchToken, player, useCasinoApp, walletCall } from './casino-test-kit';

const kit = useCasinoApp();

const setVendor = (vendor: string, body: { enabled: boolean; minLevel: number }) =>
  kit.asAdmin('PUT', `/api/admin/casino/vendors/playfun/${vendor}`, body);

describe('lobbies and the launch', () => {
  it('lists the vendors a level may see with the member’s favourites; an aggregator without adapter is under maintenance', async () => {
    const who = await bettor(kit, 0);
    const marked = await kit.app.inject({
      method: 'PUT',
      url: '/api/casino/favourites',
      headers: who.headers,
      payload: { aggregator: 'playfun', gameCode: 'evo-baccarat', favourite: true },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const lobby = await getOk<CasinoLobby>(kit, '/api/casino/lobby?product=casino', who.headers);
    expect(lobby.vendors).toEqual([{ code: 'evo', nameKorean: '에볼루션', gameCount: 1, maintenance: false }]);
    expect(lobby.games).toMatchObject([{ code: 'evo-baccarat', favourite: true, maintenance: false }]);
    // A guest sees the same lobby, nothing marked.
    const guest = await getOk<CasinoLobby>(kit, '/api/casino/lobby?product=casino');
    expect(guest.games).toMatchObject([{ code: 'evo-baccarat', favourite: false }]);

    expect((await setVendor('evo', { enabled: true, minLevel: 3 })).statusCode).toBe(200);
    expect((await getOk<CasinoLobby>(kit, '/api/casino/lobby?product=casino', who.headers)).vendors).toEqual([]);
    expect((await launchRequest(kit, who, { product: 'casino' })).statusCode).toBe(404);
    await setVendor('evo', { enabled: true, minLevel: 1 });

    const cx = await getOk<CasinoLobby>(kit, '/api/casino/lobby?aggregator=cx&product=slot');
    expect(cx).toMatchObject({ maintenance: true, vendors: [], games: [] });
  });

  it('opens a game once: the token cannot be used twice, nor after it expired', async () => {
    const who = await bettor(kit, 5_000);
    const guest = await kit.app.inject({ method: 'POST', url: '/api/playfun/auth', payload: { product: 'slot' } });
    expect(guest.statusCode).toBe(401);

    const lobbyGame = await launchRequest(kit, who, { product: 'slot' });
    expect(lobbyGame.json<{ launch_url: string }>().launch_url).toMatch(
      /^https:\/\/games\.example\/playfun\/prag-slot\?token=/,
    );

    const token = await launchToken(kit, who);
    const session = await walletCall(kit, 'authenticate', { token });
    expect(session).toMatchObject({
      status: 'OK',
      playerId: String(who.member.id),
      nickname: who.member.nickName,
      balance: 5_000,
      currency: 'KRW',
      gameCode: 'evo-baccarat',
    });
    expect(await walletCall(kit, 'authenticate', { token })).toEqual({ status: 'INVALID_TOKEN' });
    // Another aggregator cannot take our playfun token either.
    const late = await launchToken(kit, who);
    expect(await walletCall(kit, 'authenticate', { token: late }, { aggregator: 'cx' })).toEqual({
      status: 'INVALID_TOKEN',
    });
    kit.clock.advance(LAUNCH_TOKEN_TTL_MS + 1);
    expect(await walletCall(kit, 'authenticate', { token: late })).toEqual({ status: 'INVALID_TOKEN' });

    // The wallet session lives with the member's site session: logging out ends the game's too.
    const ref = { sessionId: session.sessionId, playerId: session.playerId };
    expect(await walletCall(kit, 'balance', ref)).toEqual({ status: 'OK', balance: 5_000 });
    await kit.app.inject({ method: 'POST', url: '/api/member/logout', headers: who.headers });
    expect(await walletCall(kit, 'balance', ref)).toEqual({ status: 'INVALID_TOKEN' });
  });

  it('refuses tendency 22 and answers maintenance for a vendor or product switched off', async () => {
    const who = await bettor(kit, 5_000);
    await kit.loginAdmin();
    const token = await launchToken(kit, who);
    const flagged = await kit.asAdmin('PUT', `/api/admin/members/${who.member.userId}`, {
      tendency: [TENDENCY_NO_CASINO],
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const blocked = await launchRequest(kit, who, { product: 'casino' });
    expect([blocked.statusCode, blocked.json<{ message: string }>().message]).toEqual([403, casinoErrors.blocked]);
    // A token issued before the flag was set opens nothing either.
    expect(await walletCall(kit, 'authenticate', { token })).toMatchObject({ status: 'PLAYER_BLOCKED' });
    await kit.asAdmin('PUT', `/api/admin/members/${who.member.userId}`, { tendency: [] });

    // A game window already open when its vendor goes under maintenance: its next bet is refused as such.
    const playing = await player(kit);
    await setVendor('evo', { enabled: false, minLevel: 1 });
    const refused = await walletCall(kit, 'debit', debitBody(playing, 'evo-baccarat.1', 1_000));
    expect(refused).toEqual({ status: 'GAME_UNAVAILABLE', balance: 100_000 });
    const vendorOff = await launchRequest(kit, who, { product: 'casino', gameCode: 'evo-baccarat' });
    expect([vendorOff.statusCode, vendorOff.json<{ message: string }>().message]).toEqual([
      400,
      casinoErrors.maintenance,
    ]);
    await setVendor('evo', { enabled: true, minLevel: 1 });

    await kit.asAdmin('PUT', '/api/admin/casino/aggregators/playfun/slot', { enabled: false });
    const lobby = await getOk<CasinoLobby>(kit, '/api/casino/lobby?product=slot');
    expect(lobby).toMatchObject({ maintenance: true, games: [{ code: 'prag-slot', maintenance: true }] });
    expect((await launchRequest(kit, who, { product: 'slot' })).statusCode).toBe(400);
    await kit.asAdmin('PUT', '/api/admin/casino/aggregators/playfun/slot', { enabled: true });
    const cx = await launchRequest(kit, who, { aggregator: 'cx', product: 'slot' });
    expect([cx.statusCode, cx.json<{ message: string }>().message]).toEqual([400, casinoErrors.maintenance]);
  });
});
