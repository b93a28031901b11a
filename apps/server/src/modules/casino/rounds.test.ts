import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminCasinoRound, AdminCasinoRoundPage, StuckCasinoRounds } from '@site/contracts/api/admin-casino';
import { CasinoRoundSweep } from '../../workers/casino-round-sweep';
import { balanceOf } from '../betting/bets-test-kit';
import { creditBody, debitBody, player, useCasinoApp, walletCall } from './casino-test-kit';

const kit = useCasinoApp();
const TIMEOUT_MS = 10 * 60_000;

describe('rounds left open and the operator', () => {
  it('refuses to void an open casino bet; lists and filters casino bets; rolls a stuck round back once', async () => {
    const who = await player(kit, 50_000);
    const other = await player(kit, 50_000);
    await walletCall(kit, 'debit', debitBody(who, 'stuck-1', 20_000));
    await walletCall(kit, 'debit', debitBody(other, 'done-1', 5_000));
    await walletCall(kit, 'credit', creditBody(other, 'done-1', 0, { detail: '플레이어 승' }));
    await kit.loginAdmin();

    const page = await kit.asAdmin('GET', `/api/admin/casino/rounds?userId=${who.member.userId}&status=open`);
    const [open] = page.json<AdminCasinoRoundPage>().items;
    expect(page.json<AdminCasinoRoundPage>().totalCount).toBe(1);
    expect(open).toMatchObject({
      providerRoundId: 'stuck-1',
      stake: 20_000,
      status: 'open',
      vendorNameKorean: '에볼루션',
    });
    const lost = await kit.asAdmin('GET', '/api/admin/casino/rounds?vendor=evo&status=settled');
    expect(lost.json<AdminCasinoRoundPage>().items.map((round) => round.providerRoundId)).toContain('done-1');

    const voided = await kit.asAdmin('POST', `/api/admin/bets/${open?.betId}/void`, { reason: '라운드 확인 중 적특' });
    expect(voided.statusCode).toBe(400);
    expect(await balanceOf(kit.db, who.member.id)).toBe(30_000);

    const stuck = await kit.asAdmin('GET', '/api/admin/casino/rounds/stuck?olderThanMinutes=0');
    expect(stuck.json<StuckCasinoRounds>().rounds.map((round) => round.id)).toEqual([open?.id]);
    const rolled = await kit.asAdmin('POST', `/api/admin/casino/rounds/${open?.id}/rollback`);
    expect(rolled.json<AdminCasinoRound>()).toMatchObject({ status: 'cancelled' });
    expect((await kit.asAdmin('POST', `/api/admin/casino/rounds/${open?.id}/rollback`)).statusCode).toBe(400);
    expect(await balanceOf(kit.db, who.member.id)).toBe(50_000);
  });

  it('rolls back a round open past the timeout exactly once, however many sweeps run; a late credit changes nothing', async () => {
    const who = await player(kit, 40_000);
    await walletCall(kit, 'debit', debitBody(who, 'late-1', 15_000));
    const sweep = new CasinoRoundSweep({
      db: kit.db,
      clock: kit.clock,
      bus: kit.bus,
      hooks: [],
      timeoutMs: TIMEOUT_MS,
    });
    expect(await sweep.runOnce()).toBe(0);

    kit.clock.advance(TIMEOUT_MS + 1_000);
    const ended = await Promise.all([sweep.runOnce(), sweep.runOnce(), sweep.runOnce()]);
    expect(ended.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await balanceOf(kit.db, who.member.id)).toBe(40_000);
    expect(await walletCall(kit, 'credit', { ...creditBody(who, 'late-1', 30_000), txId: randomUUID() })).toEqual({
      status: 'ROUND_CLOSED',
      balance: 40_000,
    });
  });
});
