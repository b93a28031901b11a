import { describe, expect, it } from 'vitest';
import type { LevelLadder } from '@site/contracts/api/levels';
import { rawRows } from '../../db/raw-query';
import { sql } from 'drizzle-orm';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, loginAs } from '../../test/members';

const demo = useDemoApp();

const ladderOf = async (userId: string) => {
  const token = await loginAs(demo.app, userId, 'demo1234');
  const answer = await demo.app.inject({ method: 'GET', url: '/api/member/levels', headers: authHeaders(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<LevelLadder>();
};

describe('GET /api/member/levels on the seeded site', () => {
  it('shows the ladder 새싹 … VIP with the bet limits each level is held to, and the caller’s level', async () => {
    const ladder = await ladderOf('demo');
    expect(ladder).toMatchObject({ current: 1, currentName: '새싹' });
    expect(ladder.levels.map((level) => [level.level, level.name])).toEqual([
      [1, '새싹'],
      [2, '브론즈'],
      [3, '실버'],
      [4, '골드'],
      [5, '플래티넘'],
      [6, '다이아몬드'],
      [7, 'VIP'],
    ]);
    expect(ladder.levels[0]).toEqual({
      level: 1,
      name: '새싹',
      minStake: 5_000,
      maxStake: 3_000_000,
      maxPayout: 30_000_000,
      maxPicks: 10,
      roulette: true,
    });
    expect(ladder.levels[6]).toMatchObject({ maxStake: 20_000_000, maxPayout: 200_000_000, maxPicks: 20 });
    // the operators' special levels (무제한, C, CV) are no step of the ladder
    expect(ladder.levels.some((level) => ['무제한', 'C', 'CV'].includes(level.name))).toBe(false);
  });

  it('follows an operator’s change of a level’s limits', async () => {
    const changed = await demo.asAdmin('PUT', '/api/admin/bet-limits/2', {
      minStake: 5_000,
      maxStake: 4_000_000,
      maxPayout: 40_000_000,
      maxPicks: 11,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const ladder = await ladderOf('pbmaster');
    expect(ladder).toMatchObject({ current: 2, currentName: '브론즈' });
    expect(ladder.levels[1]).toMatchObject({ maxStake: 4_000_000, maxPayout: 40_000_000, maxPicks: 11 });
  });

  it('answers a guest 401', async () => {
    expect((await demo.app.inject({ method: 'GET', url: '/api/member/levels' })).statusCode).toBe(401);
  });

  it('spreads the seeded members over the ladder, and the board’s posts are by ordinary members, numbered by date', async () => {
    const levels = await rawRows<{ level: number; n: string }>(
      demo.db,
      sql`select level, count(*) as n from members where type = 1 and role = 0 group by level order by level`,
    );
    expect(levels.map((row) => row.level)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const posts = await rawRows<{ id: number; nick_name: string; created_at: Date }>(
      demo.db,
      sql`select p.id, m.nick_name, p.created_at from board_posts p join members m on m.id = p.member_id order by p.id`,
    );
    expect(posts.length).toBeGreaterThan(5);
    const authors = posts.map((post) => post.nick_name);
    for (const test of ['룰렛제한회원', '카지노제한회원', '데모회원']) expect(authors).not.toContain(test);
    const times = posts.map((post) => new Date(post.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
