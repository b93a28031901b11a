/** A partner tree, a recommender and bettors, and bets played to the end, for the rolling tests. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rollingKinds, type RollingKind, type RollingSummary } from '@site/contracts/api/rolling';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import { rawRows } from '../../db/raw-query';
import { rollingRates } from '../../db/schema/rolling';
import { insertFixture, resultFixture } from '../../test/sports-data';
import { authHeaders, createMember, loginAs } from '../../test/members';
import { bettor, minutesFromNow, placeOk, slip, type BetsTestApp, type Bettor } from '../betting/bets-test-kit';
import { settlePendingBets } from '../betting/settlement';

export const allKinds = (bp: number): Record<RollingKind, number> =>
  Object.fromEntries(rollingKinds.map((kind) => [kind, bp])) as Record<RollingKind, number>;

async function setRates(kit: BetsTestApp, memberId: number, rollingBp: number) {
  await kit.db
    .insert(rollingRates)
    .values(rollingKinds.map((kind) => ({ memberId, kind, rollingBp, losingBp: 0, updatedAt: new Date() })));
}

export interface Tree {
  head: Bettor;
  partner: Bettor;
  recommender: Bettor;
  player: Bettor;
}

/**
 * head office (1.00%) -> partner (0.70%) -> player, who was recommended by a member at the site's
 * referral rates (sports 0.50%).
 */
export async function tree(kit: BetsTestApp): Promise<Tree> {
  const headRow = await createMember(kit.db, { type: MEMBER_TYPE_MANAGER });
  const partnerRow = await createMember(kit.db, { type: MEMBER_TYPE_MANAGER, partnerId: headRow.id });
  await setRates(kit, headRow.id, 100);
  await setRates(kit, partnerRow.id, 70);
  const recommender = await bettor(kit, 0);
  const player = await bettor(kit, 10_000_000);
  await placeUnder(kit, player.member.id, partnerRow.id, recommender.member.userId);
  const signIn = async (row: typeof headRow): Promise<Bettor> => {
    const token = await loginAs(kit.app, row.userId);
    return { member: row, token, headers: authHeaders(token) };
  };
  return { head: await signIn(headRow), partner: await signIn(partnerRow), recommender, player };
}

/** Puts a member under a partner, recommended by a member, as joining with their codes would. */
export async function placeUnder(
  kit: BetsTestApp,
  memberId: number,
  partnerId: number | null,
  recommender: string | null,
) {
  await kit.db.execute(
    sql`update members set partner_id = ${partnerId}, recommender = ${recommender} where id = ${memberId}`,
  );
}

/** A single on a new fixture, resulted as won or lost and settled. */
export async function playSports(kit: BetsTestApp, who: Bettor, stake: number, won: boolean) {
  const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
  const pick = fixture.pick('1X2', '1');
  const bet = await placeOk(kit, who, slip([pick], { stake, key: randomUUID() }));
  await resultFixture(kit.db, fixture, { won: [won ? pick : fixture.pick('1X2', '2')] });
  await settlePendingBets(kit.db, kit.clock, kit.bus);
  return bet;
}

export async function summaryOf(kit: BetsTestApp, who: Bettor, query = ''): Promise<RollingSummary> {
  const response = await kit.app.inject({ method: 'GET', url: `/api/calculate${query}`, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RollingSummary>();
}

export function settle(kit: BetsTestApp, who: Bettor, body: object = {}) {
  return kit.app.inject({
    method: 'POST',
    url: '/api/calculate/settlements',
    headers: who.headers,
    payload: { kind: 'all', payout: 'money', idempotencyKey: randomUUID(), ...body },
  });
}

/** These members' balances equal the sums of their ledgers (DESIGN.md "Money"). */
export async function expectBalancesMatchLedger(kit: BetsTestApp, who: Bettor[]) {
  const ids = `{${who.map((one) => one.member.id).join(',')}}`;
  const drift = await rawRows<{ id: number }>(
    kit.db,
    sql`select m.id from members m
         where m.id = any(${ids}::int[])
           and m.emoney <> coalesce((select sum(l.amount) from wallet_ledger l where l.member_id = m.id and l.currency = 'money'), 0)`,
  );
  expect(drift).toEqual([]);
}
