/**
 * Each detector on made-up rows (a fresh database, no demo seed): what it flags, what it leaves alone,
 * and that a finding is flagged once however often the sweep runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { bets, betPicks } from '../../db/schema/bets';
import { cashRequests } from '../../db/schema/cashier';
import { memberLogins } from '../../db/schema/member-activity';
import type { MemberRow } from '../../db/schema/members';
import { createMember } from '../../test/members';
import { insertFixture } from '../../test/sports-data';
import { createTestDatabase } from '../../test/test-db';
import { runRiskSweep } from './sweep';

let database: DatabaseHandle;
const now = new Date();
const clock = { now: () => now };
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let phone = 1000;
const member = () => createMember(database.db, { phone: `0107777${String((phone += 1))}` });

let keys = 0;
async function bet(
  who: MemberRow,
  stake: number,
  at: Date,
  settled: { payout: number } | null = null,
): Promise<number> {
  const [row] = await database.db
    .insert(bets)
    .values({
      memberId: who.id,
      idempotencyKey: `risk-test-${(keys += 1)}`,
      gameType: 1,
      stake,
      totalOddsX100: 200,
      potentialPayout: stake * 2,
      maxPayout: 1_000_000_000,
      status: settled ? 2 : 0,
      payout: settled?.payout ?? null,
      createdAt: at,
      settledAt: settled ? at : null,
    })
    .returning({ id: bets.id });
  return row?.id ?? 0;
}

const sweep = () => runRiskSweep({ db: database.db, clock });
const flagsOf = (kind: string) =>
  rawRows<{
    member_id: number;
    other_member_id: number;
    subject: string;
    evidence: { summary: string; items: unknown[] };
  }>(
    database.db,
    sql`select member_id, other_member_id, subject, evidence from risk_flags where kind = ${kind} order by id`,
  );

describe('the risk sweep’s detectors', () => {
  it('flags two accounts from one browser once per pair and device, with both logins, and hedges across them', async () => {
    const [a, b, stranger] = [await member(), await member(), await member()];
    const device = 'risk-test-device-0000000000000001';
    await database.db.insert(memberLogins).values([
      { memberId: a.id, ip: '10.1.0.1', userAgent: 'test', deviceId: device, at: minutesAgo(30) },
      { memberId: b.id, ip: '10.1.0.2', userAgent: 'test', deviceId: device, at: minutesAgo(20) },
      {
        memberId: stranger.id,
        ip: '10.1.0.3',
        userAgent: 'test',
        deviceId: 'another-device-000000000000000001',
        at: minutesAgo(20),
      },
    ]);
    // a backs the home side, b the away side of one market; the stranger backs the away side too.
    const fixture = await insertFixture(database.db, { startAt: new Date(now.getTime() + 3_600_000) });
    const home = fixture.pick('1X2', '1');
    const away = fixture.pick('1X2', '2');
    for (const [who, selection] of [
      [a, home],
      [b, away],
      [stranger, away],
    ] as const) {
      const betId = await bet(who, 50_000, minutesAgo(10));
      await database.db.insert(betPicks).values({
        betId,
        memberId: who.id,
        selectionId: selection.id,
        fixtureId: fixture.id,
        marketType: selection.marketType,
        period: 100,
        line: selection.line,
        selectionName: selection.name,
        priceX100: Math.round(selection.price * 100),
      });
    }

    const first = await sweep();
    expect(first.created.shared_device).toBe(1);
    expect(first.created.hedge_across).toBe(1);
    const [shared] = await flagsOf('shared_device');
    expect(shared).toMatchObject({
      member_id: Math.min(a.id, b.id),
      other_member_id: Math.max(a.id, b.id),
      subject: device,
    });
    expect(shared?.evidence.items).toHaveLength(2);
    const [hedge] = await flagsOf('hedge_across');
    expect(hedge).toMatchObject({ member_id: Math.min(a.id, b.id), subject: `market:${home.marketId}` });
    expect(JSON.stringify(hedge?.evidence.items)).toContain(a.userId);
    expect(JSON.stringify(hedge?.evidence.items)).toContain(b.userId);
    expect(JSON.stringify(hedge?.evidence.items)).not.toContain(stranger.userId);

    expect((await sweep()).total).toBe(0);
  });

  it('flags a withdrawal asked for after a bonus deposit with little staked, not one after the bonus was played through', async () => {
    const [quick, player] = [await member(), await member()];
    for (const [who, staked] of [
      [quick, 10_000],
      [player, 400_000],
    ] as const) {
      await database.db.insert(cashRequests).values({
        memberId: who.id,
        kind: 'deposit',
        channel: 'won',
        status: 'approved',
        amount: 300_000,
        bonusKind: 'first',
        bonusAmount: 30_000,
        bonusCurrency: 'money',
        idempotencyKey: `risk-deposit-${who.id}`,
        decidedAt: minutesAgo(60),
        createdAt: minutesAgo(61),
      });
      await bet(who, staked, minutesAgo(40));
      await database.db.insert(cashRequests).values({
        memberId: who.id,
        kind: 'withdrawal',
        channel: 'won',
        status: 'pending',
        amount: 320_000,
        idempotencyKey: `risk-withdrawal-${who.id}`,
        createdAt: minutesAgo(30),
      });
    }
    const result = await sweep();
    expect(result.created.bonus_abuse).toBe(1);
    const [flag] = await flagsOf('bonus_abuse');
    expect(flag?.member_id).toBe(quick.id);
    expect(flag?.evidence.summary).toContain('10,000원');
    expect(flag?.evidence.items).toHaveLength(3);
  });

  it('flags a payout of ten million, or a hundredfold one of a million, but not a small longshot', async () => {
    const who = await member();
    const huge = await bet(who, 5_000_000, minutesAgo(5), { payout: 10_000_000 });
    const longshot = await bet(who, 10_000, minutesAgo(5), { payout: 1_500_000 });
    await bet(who, 1_000, minutesAgo(5), { payout: 500_000 });
    await bet(who, 100_000, minutesAgo(5), { payout: 9_000_000 });
    expect((await sweep()).created.big_win).toBe(2);
    expect((await flagsOf('big_win')).map((flag) => flag.subject)).toEqual([`bet:${huge}`, `bet:${longshot}`]);
  });

  it('flags a stake ten times the member’s usual, only with enough history and at least 100,000 won', async () => {
    const [regular, newcomer] = [await member(), await member()];
    for (const stake of [10_000, 12_000, 8_000, 10_000, 11_000]) await bet(regular, stake, minutesAgo(50));
    await bet(regular, 99_000, minutesAgo(45));
    const jump = await bet(regular, 200_000, minutesAgo(40));
    for (const stake of [10_000, 10_000, 10_000]) await bet(newcomer, stake, minutesAgo(50));
    await bet(newcomer, 500_000, minutesAgo(40));
    expect((await sweep()).created.stake_jump).toBe(1);
    const [flag] = await flagsOf('stake_jump');
    expect(flag).toMatchObject({ member_id: regular.id, other_member_id: 0, subject: `bet:${jump}` });
    expect(flag?.evidence.summary).toContain('200,000원');
  });
});
