/**
 * 양방 in sports (issue 31, finding 1; docs/decisions/051): both sides of one market, as two singles,
 * in one request or in one multi, were accepted and counted in full toward the withdrawal rolling.
 * Now the other side is refused while the operator's switch is on (the default); with it off the bets
 * go through but only the unhedged stake counts toward rolling.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hedgingErrors, type HedgingRules } from '@site/contracts/api/hedging';
import { bets } from '../../db/schema/bets';
import { insertFixture, resultFixture, type TestFixture } from '../../test/sports-data';
import { rollingStatus } from '../cashier/rolling';
import { balanceOf, bettor, ledgerSum, minutesFromNow, placeOk, placeRequest, slip, useBetsApp } from './bets-test-kit';
import type { Bettor } from './bets-test-kit';
import { settlePendingBets } from './settlement';

const kit = useBetsApp();

const upcoming = (): Promise<TestFixture> => insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });

const singlesRequest = (who: Bettor, payload: object) =>
  kit.app.inject({ method: 'POST', url: '/api/bets/singles', headers: who.headers, payload });

const storedStakes = async (who: Bettor) =>
  (await kit.db.select({ stake: bets.stake }).from(bets).where(eq(bets.memberId, who.member.id))).map(
    (row) => row.stake,
  );

async function setRules(rules: Partial<HedgingRules>): Promise<HedgingRules> {
  const response = await kit.asAdmin('PUT', '/api/admin/hedging-rules', rules);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HedgingRules>();
}

/** A refusal that takes nothing: the balance and the ledger as before, no bet stored beyond those given. */
async function expectRefused(
  who: Bettor,
  send: () => Promise<{ statusCode: number; body: string; json: <T>() => T }>,
  message: string,
): Promise<void> {
  const before = await balanceOf(kit.db, who.member.id);
  const stakes = await storedStakes(who);
  const response = await send();
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<{ message: string }>().message).toBe(message);
  expect(await balanceOf(kit.db, who.member.id)).toBe(before);
  expect(await ledgerSum(kit.db, who.member.id)).toBe(before);
  expect(await storedStakes(who)).toEqual(stakes);
}

afterEach(() => setRules({ sports: true }));

describe('양방 in sports', () => {
  it('is on by default: GET /api/admin/hedging-rules shows every product refusing, and a PUT changes only what it sends', async () => {
    const shown = await kit.asAdmin('GET', '/api/admin/hedging-rules');
    expect(shown.json()).toEqual({ sports: true, casino: true, minigame: true });
    expect(await setRules({ casino: false })).toEqual({ sports: true, casino: false, minigame: true });
    expect(await setRules({ casino: true })).toEqual({ sports: true, casino: true, minigame: true });
    const bad = await kit.asAdmin('PUT', '/api/admin/hedging-rules', { sports: 'no' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a single on the other side of a market the member holds in a running bet; the same side again is taken', async () => {
    const who = await bettor(kit, 1_000_000);
    const fixture = await upcoming();
    await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake: 100_000 }));
    const message = hedgingErrors.sports(fixture);
    await expectRefused(
      who,
      () => placeRequest(kit, who, slip([fixture.pick('1X2', '2')], { stake: 100_000 })),
      message,
    );
    await expectRefused(who, () => singlesRequest(who, slip([fixture.pick('1X2', 'X')], { stake: 100_000 })), message);
    // Another market of the fixture is not this market's other side.
    await placeOk(kit, who, slip([fixture.pick('Under/Over', 'Over')], { stake: 10_000 }));
    // A multi's pick on the other side is refused as a single's would be.
    const other = await upcoming();
    await expectRefused(
      who,
      () => placeRequest(kit, who, slip([fixture.pick('1X2', '2'), other.pick('1X2', '1')], { stake: 10_000 })),
      message,
    );
    // The same side again is no hedge.
    await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake: 20_000 }));
    expect(await balanceOf(kit.db, who.member.id)).toBe(870_000);
  });

  it('refuses both sides sent together, as singles of one request or as one multi', async () => {
    const who = await bettor(kit, 1_000_000);
    const fixture = await upcoming();
    const bothSides = [fixture.pick('1X2', '1'), fixture.pick('1X2', '2')];
    const message = hedgingErrors.sports(fixture);
    await expectRefused(who, () => singlesRequest(who, slip(bothSides, { stake: 100_000 })), message);
    await expectRefused(who, () => placeRequest(kit, who, slip(bothSides, { stake: 100_000 })), message);
    expect(await storedStakes(who)).toEqual([]);
  });

  it('of two opposite bets sent at the same moment takes exactly one', async () => {
    const who = await bettor(kit, 1_000_000);
    const fixture = await upcoming();
    const answers = await Promise.all([
      placeRequest(kit, who, slip([fixture.pick('1X2', '1')], { stake: 100_000 })),
      placeRequest(kit, who, slip([fixture.pick('1X2', '2')], { stake: 100_000 })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await storedStakes(who)).toEqual([100_000]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(900_000);
  });

  it('switched off, takes both sides, and rolling counts only the stake that was not hedged', async () => {
    expect(await setRules({ sports: false })).toMatchObject({ sports: false });
    const who = await bettor(kit, 1_000_000);
    const fixture = await upcoming();
    const elsewhere = await upcoming();
    await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake: 300_000 }));
    await placeOk(kit, who, slip([fixture.pick('1X2', '2')], { stake: 100_000 }));
    await placeOk(kit, who, slip([elsewhere.pick('12', '2')], { stake: 50_000 }));
    await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', '1')] });
    await resultFixture(kit.db, elsewhere, { won: [elsewhere.pick('12', '1')] });
    await settlePendingBets(kit.db, kit.clock, kit.bus);

    const rolling = await rollingStatus(kit.db, who.member.id, {
      depositRollingPct: 100,
      bonusRollingPct: 100,
      rollingWeights: { '1': 100 },
    });
    // 300,000 against 100,000: 200,000 carried risk; the unhedged single elsewhere counts in full.
    expect(rolling.byType).toEqual([{ gameType: 1, weight: 100, staked: 250_000, counted: 250_000 }]);
    expect(rolling.done).toBe(250_000);
  });
});
