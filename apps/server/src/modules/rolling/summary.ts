/** /calculate's figures for the caller (a member or a partner): SPEC.md §3's rolling summary, the credits and the settlements. */
import { maskUserId } from '@site/contracts/api/friends';
import {
  ROLLING_RANGE_MAX_DAYS,
  rollingErrors,
  rollingKinds,
  rollingProducts,
  type RollingCreditPage,
  type RollingCreditQuery,
  type RollingKind,
  type RollingSummary,
  type SettlementPage,
} from '@site/contracts/api/rolling';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rollingSettlements } from '../../db/schema/rolling';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { seoulRange } from '../../lib/seoul-day';
import { countSettlements, hasPendingSettlement, listSettlements } from './settlement-repo';
import { toSettlement } from './settlement';
import { loadRollingSettings } from '../betting/rolling-settings-repo';
import { claimableByKind, creditRows, creditTotals, kindTotals, ownRates, topAgents } from './summary-repo';

const rangeLimits = {
  maxDays: ROLLING_RANGE_MAX_DAYS,
  reversed: rollingErrors.rangeReversed,
  tooLong: rollingErrors.rangeTooLong,
};

export interface RollingCaller {
  id: number;
  type: number;
}

const byKind = <T extends { kind: RollingKind }>(rows: T[]) => new Map(rows.map((row) => [row.kind, row]));

/**
 * The rates the caller earns at now: a partner's own (none set is 0), a member's own or else the
 * site's referral rates.
 */
async function ratesOf(db: Database, caller: RollingCaller): Promise<Record<RollingKind, number>> {
  const own = new Map((await ownRates(db, caller.id)).map((row) => [row.kind, row.rolling_bp]));
  const fallback =
    caller.type === MEMBER_TYPE_MANAGER || own.size > 0 ? undefined : (await loadRollingSettings(db)).referralRates;
  return Object.fromEntries(rollingKinds.map((kind) => [kind, own.get(kind) ?? fallback?.[kind] ?? 0])) as Record<
    RollingKind,
    number
  >;
}

export async function rollingSummary(
  db: Database,
  caller: RollingCaller,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<RollingSummary> {
  const range = seoulRange(query, now, rangeLimits);
  const [totals, claimable, agents, rates, settings, pending] = await Promise.all([
    kindTotals(db, caller.id, range),
    claimableByKind(db, caller.id),
    topAgents(db, caller.id, range),
    ratesOf(db, caller),
    loadRollingSettings(db),
    hasPendingSettlement(db, caller.id),
  ]);
  const totalsOf = byKind(totals);
  const kinds = rollingKinds.map((kind) => {
    const { before = 0, after = 0 } = totalsOf.get(kind) ?? {};
    return { kind, before, after, total: before + after, rateBp: rates[kind] };
  });
  const sum = (pick: (row: (typeof kinds)[number]) => number) => kinds.reduce((acc, row) => acc + pick(row), 0);
  const of = (kind: RollingKind) => kinds.find((row) => row.kind === kind) ?? { before: 0, after: 0 };
  const claimableOf = byKind(claimable);
  return {
    from: range.from,
    to: range.to,
    kinds,
    casinoBeforeTotal: of('casino').before,
    casinoAfterTotal: of('casino').after,
    slotBeforeTotal: of('slot').before,
    slotAfterTotal: of('slot').after,
    miniBeforeTotal: of('mini').before,
    miniAfterTotal: of('mini').after,
    beforeTotal: sum((row) => row.before),
    afterTotal: sum((row) => row.after),
    total: sum((row) => row.total),
    agents: agents.map((agent) => ({
      maskedId: maskUserId(agent.userId),
      kind: agent.kind,
      stake: agent.stake,
      amount: agent.amount,
    })),
    claimable: claimable.reduce((acc, row) => acc + row.amount, 0),
    claimableByKind: Object.fromEntries(
      rollingKinds.map((kind) => [kind, claimableOf.get(kind)?.amount ?? 0]),
    ) as Record<RollingKind, number>,
    minSettlement: settings.minSettlement,
    approvalAbove: settings.approvalAbove,
    pendingSettlement: pending,
  };
}

export async function rollingCreditPage(
  db: Database,
  memberId: number,
  query: RollingCreditQuery & PageQuery,
  now: Date,
): Promise<RollingCreditPage> {
  const filter = { memberId, kinds: rollingProducts[query.product], range: seoulRange(query, now, rangeLimits) };
  const [rows, totals] = await Promise.all([creditRows(db, filter, rowWindow(query)), creditTotals(db, filter)]);
  const items = rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    maskedId: maskUserId(row.user_id),
    betId: Number(row.bet_id),
    stake: Number(row.stake),
    rateBp: row.rate_bp,
    amount: Number(row.amount),
    via: row.via,
    settled: row.settled,
  }));
  return { ...pageAnswer(items, query, totals.count), stakeTotal: totals.stake, amountTotal: totals.amount };
}

export async function settlementPage(
  db: Database,
  memberId: number,
  query: PageQuery & { payout?: 'money' | 'tether' | undefined },
): Promise<SettlementPage> {
  const where = and(
    eq(rollingSettlements.memberId, memberId),
    query.payout ? eq(rollingSettlements.payout, query.payout) : undefined,
  );
  const [rows, total] = await Promise.all([listSettlements(db, where, rowWindow(query)), countSettlements(db, where)]);
  return pageAnswer(rows.map(toSettlement), query, total);
}
