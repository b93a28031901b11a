import { describe, expect, it } from 'vitest';
import { GAME_TYPE_VIRTUAL, type Bet, type BetPage } from '@site/contracts/api/bets';
import type { FixturePage, FixtureResultPage, League, Location, SportCount } from '@site/contracts/api/sports';
import {
  virtualEventListSchema,
  virtualRankingSchema,
  virtualResultPageSchema,
  type VirtualEvent,
  type VirtualRanking,
  type VirtualResultPage,
} from '@site/contracts/api/virtuals';
import { virtualSports, type VirtualSportKey } from '@site/contracts/virtual-leagues';
import { insertFixture } from '../../test/sports-data';
import {
  balanceOf,
  bettor,
  getBet,
  getOk,
  ledgerSum,
  minutesFromNow,
  placeOk,
  placeRequest,
  slip,
  useBetsApp,
  type Bettor,
} from '../betting/bets-test-kit';
import { settlePendingBets } from '../betting/settlement';
import { seoulToday } from '@site/contracts/clock';

const kit = useBetsApp({ VIRTUALS: 'on' });

const eventsOf = async (sport: VirtualSportKey, league: string): Promise<VirtualEvent[]> =>
  virtualEventListSchema.parse(await getOk(kit, `/api/virtuals/${sport}/events?league=${league}`)).items;

/** The league's next event still taking bets. */
async function nextEvent(sport: VirtualSportKey, league: string): Promise<VirtualEvent> {
  const event = (await eventsOf(sport, league)).find((item) => item.status === 'scheduled' && item.secondsToStart > 0);
  if (!event) throw new Error(`no event to bet on in ${league}`);
  return event;
}

function selectionOf(event: VirtualEvent, marketType: string, index = 0) {
  const selection = event.markets.find((market) => market.marketType === marketType)?.selections[index];
  if (!selection) throw new Error(`${event.home} has no ${marketType} selection ${index}`);
  return selection;
}

async function expectRefused(who: Bettor, payload: object, message: string): Promise<void> {
  const response = await placeRequest(kit, who, payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<{ message: string }>().message).toBe(message);
}

async function playNow(sport: VirtualSportKey, league: string): Promise<number[]> {
  const response = await kit.asAdmin('POST', '/api/admin/virtuals/play-now', { sport, league });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ played: number[] }>().played;
}

describe('GET /api/virtuals/:sport/events', () => {
  it("lists a league's coming events, soonest first, with their markets and countdowns", async () => {
    const items = await eventsOf('soccer', 'premierships');
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.map((item) => item.startAt)).toEqual([...items.map((item) => item.startAt)].sort());
    const [first] = items;
    expect(first).toMatchObject({
      leagueKey: 'premierships',
      leagueNameKorean: '프리미어십',
      locationNameKorean: '가상 스포츠',
      sportId: virtualSports.soccer.sportId,
      status: 'scheduled',
      secondsToResult: null,
      runners: [],
      placings: null,
    });
    expect(first?.secondsToStart).toBe(
      Math.ceil((Date.parse(first?.startAt ?? '') - kit.clock.now().getTime()) / 1000),
    );
    expect(first?.markets.map((market) => [market.marketType, market.line, market.status])).toEqual([
      ['1X2', null, 'open'],
      ['Under/Over', '2.5', 'open'],
      ['Both Teams To Score', null, 'open'],
    ]);
    expect(first?.markets[0]?.selections.map((selection) => selection.name)).toEqual(['1', 'X', '2']);
  });

  it('lists races with their runners and the Winner and Place markets', async () => {
    const race = await nextEvent('horse', 'britanniaways');
    expect(race.runners).toHaveLength(8);
    expect(race.away).toBe('');
    expect(race.markets.map((market) => [market.marketType, market.line])).toEqual([
      ['Winner', null],
      ['Place', '3'],
    ]);
    expect(selectionOf(race, 'Winner', 2).name).toBe(`3 ${race.runners[2]?.name}`);
  });

  it('answers 404 in Korean for a sport or league it does not run', async () => {
    const sport = await kit.app.inject({ method: 'GET', url: '/api/virtuals/golf/events?league=x' });
    expect(sport.statusCode).toBe(404);
    expect(sport.json<{ message: string }>().message).toBe('존재하지 않는 가상 스포츠입니다.');
    const league = await kit.app.inject({ method: 'GET', url: '/api/virtuals/soccer/events?league=nbareplay' });
    expect(league.statusCode).toBe(404);
    expect(league.json<{ message: string }>().message).toBe('존재하지 않는 리그입니다.');
  });
});

describe('bets on virtual events', () => {
  it('takes a bet as game type 4 and lists it in the history with the runner picked', async () => {
    const who = await bettor(kit);
    const race = await nextEvent('horse', 'britanniaways');
    const pick = selectionOf(race, 'Winner', 2);
    const bet = await placeOk(kit, who, slip([pick]));
    expect(bet).toMatchObject({ gameType: GAME_TYPE_VIRTUAL, status: 0, cancellable: false });
    const page = await getOk<BetPage>(kit, `/api/bets?gameType=${GAME_TYPE_VIRTUAL}`, who.headers);
    expect(page.items.map((item) => item.id)).toEqual([bet.id]);
    expect(page.items[0]?.picks[0]).toMatchObject({
      fixtureId: race.id,
      leagueNameKorean: '브리타니아 웨이',
      home: race.home,
      away: '',
      marketType: 'Winner',
      selectionName: pick.name,
      price: pick.price,
    });
    expect((await getOk<BetPage>(kit, '/api/bets?gameType=1', who.headers)).items).toHaveLength(0);
  });

  it('refuses a bet once the event has started', async () => {
    const who = await bettor(kit);
    const match = await nextEvent('soccer', 'superleagues');
    const pick = selectionOf(match, '1X2');
    kit.clock.advance(Date.parse(match.startAt) - kit.clock.now().getTime());
    const message = `이미 시작된 경기는 베팅할 수 없습니다. (${match.home} vs ${match.away})`;
    await expectRefused(who, slip([pick]), message);
    // Once the engine has closed betting (the list brings it up to date), the same answer.
    const running = (await eventsOf('soccer', 'superleagues')).find((item) => item.id === match.id);
    expect(running).toMatchObject({ status: 'live', secondsToStart: 0, secondsToResult: 60 });
    expect(running?.markets.every((market) => market.status === 'suspended')).toBe(true);
    await expectRefused(who, slip([pick]), message);
    expect(await balanceOf(kit.db, who.member.id)).toBe(1_000_000);
  });

  it('refuses a slip mixing virtual and real events', async () => {
    const who = await bettor(kit);
    const real = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 60) });
    const match = await nextEvent('basketball', 'bakergardens');
    await expectRefused(
      who,
      slip([real.pick('1X2', '1'), selectionOf(match, '12')]),
      '가상 스포츠 경기와 일반 스포츠 경기는 함께 베팅할 수 없습니다.',
    );
  });

  it('refuses bets on a virtual sport while its game is in maintenance, and takes them again after', async () => {
    const who = await bettor(kit);
    const race = await nextEvent('dog', 'hillsideparks');
    const { gameId } = virtualSports.dog;
    const set = (flag: boolean) => kit.asAdmin('PUT', `/api/admin/minigames/${gameId}`, { systemMaintenanceFlg: flag });
    expect((await set(true)).statusCode).toBe(200);
    try {
      await expectRefused(who, slip([selectionOf(race, 'Winner')]), '점검중 입니다.');
      // Another virtual sport is not in maintenance.
      await placeOk(kit, who, slip([selectionOf(await nextEvent('soccer', 'worldcups'), '1X2')]));
    } finally {
      await set(false);
    }
    await placeOk(kit, who, slip([selectionOf(race, 'Winner')]));
  });

  it('settles on play-now: the winning bet credited exactly once, in the balance and the ledger', async () => {
    const race = await nextEvent('dog', 'goldenhillparks');
    const winner = race.markets.find((market) => market.marketType === 'Winner');
    // One runner per member: one member backing every runner would be 양방 (docs/decisions/051).
    const placed: { who: Bettor; bet: Bet }[] = [];
    for (const selection of winner?.selections ?? []) {
      const who = await bettor(kit);
      placed.push({ who, bet: await placeOk(kit, who, slip([selection])) });
    }
    expect(placed).toHaveLength(6);
    const [first] = placed;
    const other = winner?.selections[1];
    if (!first || !other) throw new Error('the race has no runners');
    // The first member's second runner of the race is refused: backing every runner is a sure return.
    expect((await placeRequest(kit, first.who, slip([other]))).statusCode).toBe(400);

    expect(await playNow('dog', 'goldenhillparks')).toEqual([race.id]);
    const settled = await Promise.all(placed.map(({ who, bet }) => getBet(kit, who, bet.id)));
    const won = settled.filter((bet) => bet.status === 2);
    expect(won).toHaveLength(1);
    expect(settled.filter((bet) => bet.status === 1)).toHaveLength(5);
    const winnerOf = placed[settled.findIndex((bet) => bet.status === 2)]?.who;
    if (!winnerOf) throw new Error('no bet won');
    // In whole hundredths, as the server reckons: 10,000 × 3.03 in floating point is 30,299.99….
    const payout = (10_000 * Math.round((won[0]?.totalOdds ?? 0) * 100)) / 100;
    expect(won[0]?.payout).toBe(payout);
    const balance = 1_000_000 - 10_000 + payout;
    expect(await balanceOf(kit.db, winnerOf.member.id)).toBe(balance);
    expect(await ledgerSum(kit.db, winnerOf.member.id)).toBe(balance);

    // The results announced again, settlement run again, the next race played: nothing more is paid.
    kit.bus.publish('fixturesResulted', { fixtureIds: [race.id] });
    await settlePendingBets(kit.db, kit.clock, kit.bus, [race.id]);
    await playNow('dog', 'goldenhillparks');
    expect(await balanceOf(kit.db, winnerOf.member.id)).toBe(balance);
    expect(await ledgerSum(kit.db, winnerOf.member.id)).toBe(balance);

    const played = (await eventsOf('dog', 'goldenhillparks')).find((item) => item.id === race.id);
    expect(played).toMatchObject({ status: 'finished', secondsToResult: null, markets: [] });
    expect(played?.placings).toHaveLength(6);
    // The winning bet is the one on the runner placed first ("3 번개" is runner 3).
    expect(Number.parseInt(won[0]?.picks[0]?.selectionName ?? '', 10)).toBe(played?.placings?.[0]);
  });
});

describe('POST /api/admin/virtuals/play-now', () => {
  it('is the operator’s: 401 without a login, 403 to a member, 404 for a league the sport lacks', async () => {
    const payload = { sport: 'dog', league: 'hillsideparks' };
    const url = '/api/admin/virtuals/play-now';
    expect((await kit.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const who = await bettor(kit);
    const member = await kit.app.inject({ method: 'POST', url, payload, headers: who.headers });
    expect(member.statusCode).toBe(403);
    const wrong = await kit.asAdmin('POST', url, { sport: 'dog', league: 'premierships' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<{ message: string }>().message).toBe('존재하지 않는 리그입니다.');
    expect((await kit.asAdmin('POST', url, { sport: 'golf', league: 'x' })).statusCode).toBe(400);
  });
});

describe('virtual results and rankings', () => {
  it('lists the finished events of a day with scores, placings and the prices paid', async () => {
    await playNow('soccer', 'eurocups');
    await playNow('horse', 'victoriaparks');
    const date = seoulToday(kit.clock.now().getTime());
    const soccer = virtualResultPageSchema.parse(
      await getOk<VirtualResultPage>(kit, `/api/virtuals/soccer/results?league=eurocups&date=${date}`),
    );
    expect(soccer.totalCount).toBeGreaterThanOrEqual(4);
    for (const item of soccer.items) {
      expect(item).toMatchObject({
        leagueKey: 'eurocups',
        leagueNameKorean: '유로컵',
        status: 'finished',
        placings: [],
      });
      expect(item.homeScore).not.toBeNull();
      const result =
        item.homeScore === item.awayScore ? '무' : (item.homeScore ?? 0) > (item.awayScore ?? 0) ? '홈승' : '원정승';
      expect(item.winningPrices.map((entry) => entry.label)).toEqual([`승무패 ${result}`]);
    }
    const races = await getOk<VirtualResultPage>(kit, `/api/virtuals/horse/results?date=${date}`);
    const race = races.items.find((item) => item.leagueKey === 'victoriaparks');
    expect(race?.placings).toHaveLength(8);
    const [first, second, third] = race?.placings ?? [];
    const [winnerPrice, ...placePrices] = race?.winningPrices ?? [];
    expect(winnerPrice?.label).toBe(`단승 ${first?.no} ${first?.name}`);
    expect(placePrices.map((entry) => entry.label)).toEqual(
      [first, second, third].map((runner) => `연승 ${runner?.no} ${runner?.name}`),
    );
    const other = await kit.app.inject({ method: 'GET', url: '/api/virtuals/horse/results?league=eurocups' });
    expect(other.statusCode).toBe(404);
  });

  it("ranks a league's teams by the day's matches: points, goal difference, goals", async () => {
    await playNow('soccer', 'worldcups');
    const date = seoulToday(kit.clock.now().getTime());
    const results = await getOk<VirtualResultPage>(
      kit,
      `/api/virtuals/soccer/results?league=worldcups&date=${date}&size=100`,
    );
    const table = virtualRankingSchema.parse(
      await getOk<VirtualRanking>(kit, `/api/virtuals/soccer/rankings?league=worldcups&date=${date}`),
    );
    expect(table).toMatchObject({ leagueKey: 'worldcups', leagueNameKorean: '월드컵', date });
    expect(table.rows).toHaveLength(8);
    expect(table.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const played = table.rows.reduce((sum, row) => sum + row.played, 0);
    expect(played).toBe(2 * results.totalCount);
    const draws = results.items.filter((item) => item.homeScore === item.awayScore).length;
    expect(table.rows.reduce((sum, row) => sum + row.points, 0)).toBe(3 * (results.totalCount - draws) + 2 * draws);
    for (const row of table.rows) {
      expect(row.won + row.drawn + row.lost).toBe(row.played);
      expect(row.points).toBe(3 * row.won + row.drawn);
      expect(row.form.length).toBe(Math.min(5, row.played));
    }
    for (let index = 1; index < table.rows.length; index++) {
      const [above, below] = [table.rows[index - 1], table.rows[index]];
      expect((above?.points ?? 0) >= (below?.points ?? 0)).toBe(true);
    }
    const yesterday = await getOk<VirtualRanking>(
      kit,
      `/api/virtuals/soccer/rankings?league=worldcups&date=2001-01-01`,
    );
    expect(yesterday.rows.every((row) => row.played === 0)).toBe(true);
  });
});

describe('the real books', () => {
  it('never list virtual sports, their locations, leagues, fixtures or results', async () => {
    const real = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 90) });
    const page = await getOk<FixturePage>(kit, '/api/sports/fixtures?tab=all&size=100');
    expect(page.items.map((item) => item.id)).toContain(real.id);
    expect(page.items.filter((item) => item.sportId >= 9001 && item.sportId <= 9004)).toHaveLength(0);
    const counts = await getOk<SportCount[]>(kit, '/api/sports-prematch/sports?cross=1');
    expect(counts[0]?.cnt).toBe(page.totalCount);
    expect(await getOk<Location[]>(kit, '/api/sports-prematch/location?sportId=9001')).toEqual([]);
    expect(await getOk<League[][]>(kit, '/api/sports-prematch/league?sportId=9003&locationId=9000')).toEqual([]);
    const results = await getOk<FixtureResultPage>(
      kit,
      `/api/sports/results?date=${seoulToday(kit.clock.now().getTime())}`,
    );
    expect(results.items.filter((item) => item.sportId >= 9001)).toHaveLength(0);
  });
});
