/**
 * The member's betting preferences (GET/PUT /api/bets/preferences): the 배당 변경 choice and the
 * 배당 표시 방식, each kept on its own, and prices that stay decimal whatever the member reads.
 */
import { describe, expect, it } from 'vitest';
import type { Bet, BetPage, BetPreferences } from '@site/contracts/api/bets';
import { insertFixture } from '../../test/sports-data';
import { bettor, getOk, minutesFromNow, placeOk, slip, useBetsApp, type Bettor } from './bets-test-kit';

const kit = useBetsApp();

const preferences = (who: Bettor) => getOk<BetPreferences>(kit, '/api/bets/preferences', who.headers);
const save = (who: Bettor, payload: object) =>
  kit.app.inject({ method: 'PUT', url: '/api/bets/preferences', headers: who.headers, payload });

async function saveOk(who: Bettor, payload: object): Promise<BetPreferences> {
  const saved = await save(who, payload);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<BetPreferences>();
}

describe('GET and PUT /api/bets/preferences', () => {
  it("keeps each member's 배당 변경 choice: any until chosen, then what was chosen", async () => {
    const [who, other] = await Promise.all([bettor(kit, 0), bettor(kit, 0)]);
    expect(await preferences(who)).toEqual({ oddsChange: 'any', oddsFormat: 'decimal' });
    expect(await saveOk(who, { oddsChange: 'ask' })).toEqual({ oddsChange: 'ask', oddsFormat: 'decimal' });
    await saveOk(who, { oddsChange: 'higher' });
    expect(await preferences(who)).toEqual({ oddsChange: 'higher', oddsFormat: 'decimal' });
    expect(await preferences(other)).toEqual({ oddsChange: 'any', oddsFormat: 'decimal' });
  });

  it('keeps the odds format chosen alone, and each choice when the other is changed alone', async () => {
    const [who, other] = await Promise.all([bettor(kit, 0), bettor(kit, 0)]);
    // The first choice a member makes is the format: 배당 변경 stays at its default.
    expect(await saveOk(who, { oddsFormat: 'american' })).toEqual({ oddsChange: 'any', oddsFormat: 'american' });
    expect(await saveOk(who, { oddsChange: 'ask' })).toEqual({ oddsChange: 'ask', oddsFormat: 'american' });
    expect(await saveOk(who, { oddsFormat: 'fractional' })).toEqual({ oddsChange: 'ask', oddsFormat: 'fractional' });
    expect(await saveOk(who, { oddsChange: 'higher', oddsFormat: 'hongkong' })).toEqual({
      oddsChange: 'higher',
      oddsFormat: 'hongkong',
    });
    expect(await preferences(who)).toEqual({ oddsChange: 'higher', oddsFormat: 'hongkong' });
    expect(await saveOk(who, { oddsFormat: 'decimal' })).toEqual({ oddsChange: 'higher', oddsFormat: 'decimal' });
    expect(await preferences(other)).toEqual({ oddsChange: 'any', oddsFormat: 'decimal' });
  });

  it('refuses a choice it does not know or nothing to change, in Korean, and a guest', async () => {
    const who = await bettor(kit, 0);
    await saveOk(who, { oddsFormat: 'american' });
    const issuesOf = async (payload: object) => {
      const refused = await save(who, payload);
      expect(refused.statusCode).toBe(400);
      return refused.json<{ issues: { path: string; message: string }[] }>().issues;
    };
    expect(await issuesOf({ oddsChange: 'sometimes' })).toEqual([
      { path: 'oddsChange', message: '배당 변경 설정을 선택해주세요.' },
    ]);
    expect(await issuesOf({ oddsFormat: 'malay', oddsChange: 'ask' })).toEqual([
      { path: 'oddsFormat', message: '배당 표시 방식을 선택해주세요.' },
    ]);
    expect(await issuesOf({})).toEqual([{ path: '', message: '바꿀 베팅 설정을 보내주세요.' }]);
    // Nothing refused changed anything.
    expect(await preferences(who)).toEqual({ oddsChange: 'any', oddsFormat: 'american' });
    const guest = await kit.app.inject({ method: 'GET', url: '/api/bets/preferences' });
    expect(guest.statusCode).toBe(401);
    const guestSave = await kit.app.inject({
      method: 'PUT',
      url: '/api/bets/preferences',
      payload: { oddsFormat: 'american' },
    });
    expect(guestSave.statusCode).toBe(401);
  });

  it('never converts a price: a member reading American odds bets, and is answered, in decimals', async () => {
    const who = await bettor(kit, 100_000);
    await saveOk(who, { oddsFormat: 'american' });
    const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
    const home = fixture.pick('1X2', '1');
    const bet: Bet = await placeOk(kit, who, slip([home], { stake: 10_000 }));
    expect(bet.picks.map((pick) => pick.price)).toEqual([home.price]);
    expect(bet.totalOdds).toBe(home.price);
    const history = await getOk<BetPage>(kit, '/api/bets', who.headers);
    expect(history.items.map((item) => item.totalOdds)).toEqual([home.price]);
  });
});
