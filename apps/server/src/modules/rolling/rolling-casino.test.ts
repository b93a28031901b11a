import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rollingAmount, type RollingCreditPage } from '@site/contracts/api/rolling';
import { creditBody, debitBody, player, useCasinoApp, walletCall } from '../casino/casino-test-kit';
import { placeUnder, summaryOf, tree } from './rolling-test-kit';

const kit = useCasinoApp();

describe('rolling from live casino and slots', () => {
  it('credits played rounds by product, and nothing for a round rolled back', async () => {
    const { partner, head } = await tree(kit);
    const baccarat = await player(kit, 500_000);
    const slots = await player(kit, 500_000, 'prag-slot');
    await placeUnder(kit, baccarat.member.id, partner.member.id, null);
    await placeUnder(kit, slots.member.id, partner.member.id, null);

    await walletCall(kit, 'debit', debitBody(baccarat, 'bac-1', 20_000));
    await walletCall(kit, 'credit', creditBody(baccarat, 'bac-1', 0));
    await walletCall(kit, 'debit', { ...debitBody(slots, 'slot-1', 10_000), gameCode: 'prag-slot' });
    await walletCall(kit, 'credit', { ...creditBody(slots, 'slot-1', 25_000), gameCode: 'prag-slot' });
    const rolledBack = debitBody(baccarat, 'bac-2', 30_000);
    await walletCall(kit, 'debit', rolledBack);
    const back = { playerId: baccarat.playerId, txId: randomUUID(), roundId: 'bac-2', refTxId: rolledBack.txId };
    expect(await walletCall(kit, 'rollback', back)).toMatchObject({ status: 'OK' });

    const summary = await summaryOf(kit, partner);
    expect(summary).toMatchObject({
      casinoBeforeTotal: rollingAmount(20_000, 70),
      slotBeforeTotal: rollingAmount(10_000, 70),
      casinoAfterTotal: 0,
    });
    expect((await summaryOf(kit, head)).casinoBeforeTotal).toBe(rollingAmount(20_000, 30));
    const page = await kit.app.inject({
      method: 'GET',
      url: '/api/calculate/credits?product=casino',
      headers: partner.headers,
    });
    expect(page.json<RollingCreditPage>().items.map((item) => [item.kind, item.stake])).toEqual([
      ['slot', 10_000],
      ['casino', 20_000],
    ]);
  });
});
