import { describe, expect, it } from 'vitest';
import type { BetRules } from '@site/contracts/api/bets';
import { sportsSettings } from '../../db/schema/bets';
import type { BetLimit, SportsSettings } from '@site/contracts/api/admin-sportsbook';
import { bettor, useBetsApp, type Bettor } from './bets-test-kit';
import { loadSportsSettings } from './rules';

const kit = useBetsApp();

async function rulesOf(who: Bettor): Promise<BetRules> {
  const response = await kit.app.inject({ method: 'GET', url: '/api/bets/rules', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BetRules>();
}

describe('GET /api/bets/rules', () => {
  it("answers the seeded limits of the member's level and the site's cart rules", async () => {
    expect(await rulesOf(await bettor(kit, 0, 1))).toEqual({
      minStake: 5_000,
      maxStake: 3_000_000,
      maxPayout: 30_000_000,
      maxPicks: 10,
      bonusOdds: [
        { minPicks: 3, odds: 1.03 },
        { minPicks: 5, odds: 1.05 },
        { minPicks: 7, odds: 1.07 },
      ],
      forbiddenCombos: [
        ['winDrawLose', 'handicap'],
        ['winLose', 'handicap'],
        ['winDrawLose', 'overUnder'],
      ],
      singlesAllowed: true,
      cancelCutoffMinutes: 10,
      cancelWindowMinutes: 5,
    });
    expect(await rulesOf(await bettor(kit, 0, 7))).toMatchObject({
      minStake: 10_000,
      maxStake: 20_000_000,
      maxPayout: 200_000_000,
      maxPicks: 20,
    });
  });

  it('falls back to the defaults for a level without limits', async () => {
    expect(await rulesOf(await bettor(kit, 0, 42))).toMatchObject({
      minStake: 5_000,
      maxStake: 3_000_000,
      maxPayout: 30_000_000,
      maxPicks: 10,
    });
  });

  it('needs a login', async () => {
    expect((await kit.app.inject({ method: 'GET', url: '/api/bets/rules' })).statusCode).toBe(401);
  });
});

describe('/api/admin/sports/settings', () => {
  it('reads the defaults when the row is missing', async () => {
    const saved = await loadSportsSettings(kit.db);
    await kit.asAdmin('PUT', '/api/admin/sports/settings', { cancelCutoffMinutes: 30 });
    await kit.db.delete(sportsSettings);
    try {
      const response = await kit.asAdmin('GET', '/api/admin/sports/settings');
      expect(response.json<SportsSettings>()).toMatchObject({ bettingOpen: true, cancelCutoffMinutes: 10 });
    } finally {
      await kit.asAdmin('PUT', '/api/admin/sports/settings', saved);
    }
  });

  it('changes only the fields sent, and members see the new rules at once', async () => {
    const who = await bettor(kit);
    // Read before the change: the server keeps the rules in memory until an operator changes them.
    expect((await rulesOf(who)).forbiddenCombos).toHaveLength(3);
    const response = await kit.asAdmin('PUT', '/api/admin/sports/settings', {
      bonusOdds: [
        { minPicks: 4, odds: 1.1 },
        { minPicks: 2, odds: 1.01 },
      ],
      forbiddenCombos: [['handicap', 'overUnder']],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SportsSettings>()).toEqual({
      bettingOpen: true,
      bonusOdds: [
        { minPicks: 2, odds: 1.01 },
        { minPicks: 4, odds: 1.1 },
      ],
      forbiddenCombos: [['handicap', 'overUnder']],
      singlesAllowed: true,
      cancelCutoffMinutes: 10,
      cancelWindowMinutes: 5,
      oddsMoveLimitPercent: 10,
    });
    expect(await rulesOf(who)).toMatchObject({ forbiddenCombos: [['handicap', 'overUnder']] });
  });

  it('refuses invalid settings with Korean messages, and anyone but an administrator', async () => {
    for (const [payload, message] of [
      [{ bonusOdds: [{ minPicks: 1, odds: 1.05 }] }, '보너스 배당은 2폴더 이상부터 줄 수 있습니다.'],
      [{ bonusOdds: [{ minPicks: 3, odds: 0.9 }] }, '보너스 배당은 1 이상이어야 합니다.'],
      [
        {
          bonusOdds: [
            { minPicks: 3, odds: 1.03 },
            { minPicks: 3, odds: 1.05 },
          ],
        },
        '같은 폴더 수의 보너스 배당이 두 번 있습니다.',
      ],
      [{ bonusOdds: [{ minPicks: 3, odds: 1.035 }] }, '보너스 배당은 소수점 둘째 자리까지 입력해주세요.'],
      [{ cancelCutoffMinutes: -1 }, '취소 마감 시간은 0분 이상이어야 합니다.'],
      [{ oddsMoveLimitPercent: 51 }, '배당 변경 자동 수락 한도는 50% 이하로 입력해주세요.'],
      [{ oddsMoveLimitPercent: 2.5 }, '배당 변경 자동 수락 한도는 정수(%)로 입력해주세요.'],
    ] as const) {
      const response = await kit.asAdmin('PUT', '/api/admin/sports/settings', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ issues: { message: string }[] }>().issues.map((issue) => issue.message)).toContain(
        message,
      );
    }
    expect((await kit.asAdmin('PUT', '/api/admin/sports/settings', { forbiddenCombos: [['x', 'y']] })).statusCode).toBe(
      400,
    );
    const member = await bettor(kit);
    const forbidden = await kit.app.inject({
      method: 'GET',
      url: '/api/admin/sports/settings',
      headers: member.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('/api/admin/bet-limits', () => {
  it('lists every level with its limits and whether they are its own', async () => {
    const response = await kit.asAdmin('GET', '/api/admin/bet-limits');
    expect(response.statusCode).toBe(200);
    const limits = response.json<BetLimit[]>();
    // The demo's seven levels with their limits, and its three special levels (무제한, C, CV) on the defaults.
    expect(limits.map((entry) => entry.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(limits.find((entry) => entry.level === 9)).toMatchObject({ levelName: 'C', custom: false });
    expect(limits[0]).toEqual({
      level: 1,
      levelName: '새싹',
      minStake: 5_000,
      maxStake: 3_000_000,
      maxPayout: 30_000_000,
      maxPicks: 10,
      custom: true,
    });
  });

  it("sets a level's limits, which its members' rules and bets follow at once", async () => {
    // A level with neither a name nor limits of its own.
    const who = await bettor(kit, 0, 12);
    expect(await rulesOf(who)).toMatchObject({ minStake: 5_000, maxStake: 3_000_000 });
    const response = await kit.asAdmin('PUT', '/api/admin/bet-limits/12', {
      minStake: 1_000,
      maxStake: 500_000,
      maxPayout: 5_000_000,
      maxPicks: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BetLimit>()).toEqual({
      level: 12,
      levelName: null,
      minStake: 1_000,
      maxStake: 500_000,
      maxPayout: 5_000_000,
      maxPicks: 5,
      custom: true,
    });
    expect(await rulesOf(who)).toMatchObject({ minStake: 1_000, maxStake: 500_000, maxPayout: 5_000_000, maxPicks: 5 });
    const listed = (await kit.asAdmin('GET', '/api/admin/bet-limits')).json<BetLimit[]>();
    expect(listed.map((entry) => entry.level)).toContain(12);
  });

  it('refuses limits that contradict each other or a bad level', async () => {
    const put = (level: string, payload: Record<string, unknown>) =>
      kit.asAdmin('PUT', `/api/admin/bet-limits/${level}`, payload);
    const valid = { minStake: 5_000, maxStake: 100_000, maxPayout: 1_000_000, maxPicks: 10 };
    const swapped = await put('2', { ...valid, minStake: 200_000 });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
      '최소 베팅금액은 최대 베팅금액보다 클 수 없습니다.',
    );
    const lowCap = await put('2', { ...valid, maxPayout: 50_000 });
    expect(lowCap.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(
      '최대 당첨금은 최대 베팅금액 이상이어야 합니다.',
    );
    expect((await put('2', { ...valid, maxPicks: 0 })).statusCode).toBe(400);
    expect((await put('abc', valid)).statusCode).toBe(400);
    expect((await put('100', valid)).statusCode).toBe(400);
    // Nothing changed for level 2.
    const limits = (await kit.asAdmin('GET', '/api/admin/bet-limits')).json<BetLimit[]>();
    expect(limits.find((entry) => entry.level === 2)).toMatchObject({ minStake: 5_000, maxStake: 4_000_000 });
  });
});
