import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixturePageSchema } from '@site/contracts/api/sports';
import { userSchema } from '@site/contracts/api/member';
import { serialiserOf } from './serializer';

/** What the answers were before: zod's encode, then JSON.stringify. */
const asZodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const market = (id: number, line: string | null) => ({
  id,
  marketType: 'Handicap',
  period: 100,
  line,
  status: 'open',
  selections: [
    { id: id * 10, name: '홈 "A"\\', price: 1.85, status: 'open' },
    { id: id * 10 + 1, name: 'Away', price: 2, status: 'suspended' },
  ],
});
const fixture = (id: number, live: boolean) => ({
  id,
  sportId: 6046,
  locationId: 1,
  locationNameKorean: '잉글랜드',
  leagueId: 8,
  leagueNameKorean: '프리미어리그\n',
  home: 'Arsenal',
  away: 'Chelsea \u2028',
  startAt: '2026-11-29T12:00:00.000Z',
  status: live ? 'live' : 'scheduled',
  live: live ? { clock: "45'", homeScore: 1, awayScore: 0 } : null,
  markets: [market(id * 100, '-1.5'), market(id * 100 + 1, null)],
  marketCount: 2,
});

describe('answers written from their contract schemas', () => {
  it('writes a page of fixtures byte for byte as zod did', () => {
    const page = { items: [fixture(1, false), fixture(2, true)], page: 1, pageCount: 3, totalCount: 31 };
    expect(serialiserOf(fixturePageSchema)(page)).toBe(asZodWrites(fixturePageSchema, page));
  });

  it('leaves out fields the contract does not name, as zod did', () => {
    const member = {
      id: 7,
      userId: 'demo',
      nickName: '데모',
      phone: '01012345678',
      level: 1,
      levelNm: '브론즈',
      emoney: 1_000,
      point: 0,
      type: 1,
      role: 0,
      withdrawalType: 0,
      tendency: ['a'],
      isLogin: true,
      passwordHash: 'never sent',
    };
    const written = serialiserOf(userSchema)(member);
    expect(written).toBe(asZodWrites(userSchema, member));
    expect(written).not.toContain('passwordHash');
  });

  it('writes optional fields only when present and where zod put them, and records in their own order', () => {
    const schema = z.object({
      a: z.string().optional(),
      b: z.record(z.string(), z.number()),
      c: z.number().nullable(),
    });
    for (const data of [
      { b: { z: 1, a: 2 }, c: null },
      { a: 'x', b: {}, c: 1.5 },
      { a: undefined, b: { '2': 1, '1': 2 }, c: -0 },
    ]) {
      expect(serialiserOf(schema)(data)).toBe(asZodWrites(schema, data));
    }
  });

  it('leaves to zod what JSON Schema cannot describe faithfully (defaults, unknown keys kept)', () => {
    const loose = z.looseObject({ a: z.number() });
    const data = { extra: true, a: 1 };
    expect(serialiserOf(loose)(data)).toBe(asZodWrites(loose, data));
    const withDefault = z.object({ a: z.number().default(3), b: z.string() });
    expect(serialiserOf(withDefault)({ b: 'x', a: 1 })).toBe(asZodWrites(withDefault, { b: 'x', a: 1 }));
  });
});
