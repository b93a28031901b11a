/**
 * The operator's calls on bets after they were placed (issue 12): the list of every member's bets,
 * voiding one bet and resettling a fixture. Every money movement goes through changeBalance with its
 * own reason and the reference of the action row that records it (`bet-action:<id>`), in the
 * transaction that changes the bet, so a movement is booked once and never without its record.
 */
import type { z } from 'zod';
import type {
  AdminBet,
  AdminBetPage,
  adminBetQuerySchema,
  BetAction,
  ResettleAnswer,
} from '@site/contracts/api/admin-bets';
import {
  GAME_TYPE_CASINO,
  GAME_TYPE_MINIGAME,
  SETTLEMENT_CANCELLED,
  SETTLEMENT_CASHED_OUT,
  SETTLEMENT_PENDING,
  SETTLEMENT_VOID,
  type BonusOddsRule,
  type SettlementCode,
} from '@site/contracts/api/bets';
import { betOutcome } from '@site/contracts/rules/bet-outcome';
import type { Database } from '../../db/client';
import type { BetRow } from '../../db/schema/bets';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow } from '../../http/paging';
import { notifyMember } from '../notifications/service';
import { settledBetEvent } from './bet-notifications';
import { rollingKindOf, syncRolling } from './rolling-accrual';
import { changeBalance, publishBalance, walletErrors, type BalanceChange } from '../ledger/service';
import { betView, detailsOfBets, seoulDays } from './history';
import {
  actionsOfBets,
  betIdsOnFixture,
  correctSelectionResults,
  findBets,
  findFixtureStatus,
  insertBetAction,
  lockBet,
  lockBets,
  memberIdByUserId,
  operatorVoidedBetIds,
  ownersOf,
  picksWithSelectionResults,
  selectionIdsOfFixture,
  setBetOutcome,
  setPickResults,
  voidMinigamePick,
  type BetActionView,
  type PickWithSelectionResult,
} from './operator-repo';
import type { BetDeps } from './placement';
import { countBets, listBets } from './repo';
import { loadSportsSettings } from './rules';
import { settlePendingBets } from './settlement';
import { remainingStake } from './cash-out/value';

/** What the operator reads when a call on a bet is refused. */
export const operatorBetErrors = {
  betNotFound: '베팅을 찾을 수 없습니다.',
  alreadyCancelled: '이미 취소된 베팅입니다.',
  alreadyVoid: '이미 적특 처리된 베팅입니다.',
  cashedOut: '이미 캐시아웃된 베팅은 적특 처리할 수 없습니다.',
  /** the provider still plays the round: only its rollback (카지노 관리의 미종료 라운드) may end it */
  casinoRoundOpen: '진행 중인 카지노 베팅은 적특 처리할 수 없습니다. 카지노 관리에서 라운드를 취소해주세요.',
  fixtureNotFound: '경기를 찾을 수 없습니다.',
  notOfFixture: (selectionIds: number[]) => `이 경기의 선택이 아닙니다: ${selectionIds.join(', ')}`,
  correctedTwice: (selectionId: number) => `같은 선택을 두 번 정정할 수 없습니다: ${selectionId}`,
  resettleShort: (userId: string, betId: number) =>
    `회원 ${userId}의 보유머니가 부족하여 베팅 ${betId}번의 지급액을 회수할 수 없습니다. 아무것도 변경되지 않았습니다.`,
} as const;

/** The ledger reference of an operator's action on a bet: one movement per action. */
export const betActionReference = (actionId: number): string => `bet-action:${actionId}`;

export type AdminBetQuery = z.output<typeof adminBetQuerySchema>;

/** Every member's bets, newest first, with their member and the operators' actions on them. */
export async function adminBetPage(db: Database, query: AdminBetQuery): Promise<AdminBetPage> {
  let memberId: number | undefined;
  if (query.userId) {
    memberId = await memberIdByUserId(db, query.userId);
    if (memberId === undefined) return pageAnswer([], query, 0);
  }
  const filter = { memberId, gameType: query.gameType, status: query.status, ...seoulDays(query) };
  const [rows, totalCount] = await Promise.all([listBets(db, filter, rowWindow(query)), countBets(db, filter)]);
  return pageAnswer(await adminBets(db, rows), query, totalCount);
}

/** The rows as the operator's list shows them, in their order. */
export async function adminBets(db: Database, rows: BetRow[]): Promise<AdminBet[]> {
  const betIds = rows.map((row) => row.id);
  const [details, owners, actions] = await Promise.all([
    detailsOfBets(db, rows),
    ownersOf(
      db,
      rows.map((row) => row.memberId),
    ),
    actionsOfBets(db, betIds),
  ]);
  const actionsByBet = new Map<number, BetAction[]>();
  for (const action of actions) {
    actionsByBet.set(action.betId, [...(actionsByBet.get(action.betId) ?? []), toBetAction(action)]);
  }
  return details.map((detail) => {
    const owner = owners.get(detail.row.memberId);
    if (!owner) throw new Error(`bet ${detail.row.id} has no member ${detail.row.memberId}`);
    return { ...betView(detail), member: owner, actions: actionsByBet.get(detail.row.id) ?? [] };
  });
}

const toBetAction = (action: BetActionView): BetAction => ({
  kind: action.kind,
  reason: action.reason,
  operatorUserId: action.operatorUserId,
  createdAt: action.createdAt.toISOString(),
  statusBefore: action.statusBefore as SettlementCode,
  statusAfter: action.statusAfter as SettlementCode,
  payoutBefore: action.payoutBefore,
  payoutAfter: action.payoutAfter,
  amount: action.amount,
});

/** These bets as the list shows them, in id order (read once the transaction that changed them committed). */
async function adminBetsOfIds(db: Database, betIds: number[]): Promise<AdminBet[]> {
  return adminBets(db, await findBets(db, betIds));
}

/**
 * Voids a bet: status 3 and payout = the stake still riding (stake − what partial cash-outs took out,
 * whose payments stand), whatever it was. In progress, that stake goes back; ended (lost or won), the
 * ledger books it − the payout it had (a loss refunded, a win clawed back: a claw
 * back the balance cannot cover is refused and nothing changes). One transaction holds the bet's row,
 * so a settlement, a cancel or a second void at the same moment waits and then finds it ended.
 */
export async function voidBet(
  { db, clock, bus }: BetDeps,
  operatorId: number,
  betId: number,
  reason: string,
): Promise<AdminBet> {
  const now = clock.now();
  const change = await db.transaction(async (tx) => {
    const bet = await lockBet(tx, betId);
    if (!bet) throw new AppError(404, operatorBetErrors.betNotFound);
    if (bet.status === SETTLEMENT_CANCELLED) throw new AppError(400, operatorBetErrors.alreadyCancelled);
    if (bet.status === SETTLEMENT_VOID) throw new AppError(400, operatorBetErrors.alreadyVoid);
    // The provider may still debit or credit the round; voiding its bet under it would pay the stake twice.
    if (bet.gameType === GAME_TYPE_CASINO && bet.status === SETTLEMENT_PENDING) {
      throw new AppError(400, operatorBetErrors.casinoRoundOpen);
    }
    // A bet cashed out in full has nothing riding any more: what its cash-outs paid was a sale, not a payout to undo.
    if (bet.status === SETTLEMENT_CASHED_OUT) throw new AppError(400, operatorBetErrors.cashedOut);
    // Cash-outs taken before stand (docs/decisions/068); the void gives back the stake still riding.
    const stake = remainingStake(bet);
    const amount = stake - (bet.payout ?? 0);
    await setBetOutcome(tx, bet.id, { status: SETTLEMENT_VOID, payout: stake, settledAt: now });
    // A void earns no rolling: what the bet credited its recommender and partners is reversed.
    await syncRolling(tx, { ...bet, status: SETTLEMENT_VOID, kind: rollingKindOf(bet.gameType) }, now);
    // The draw resolves only picks still in progress, so a voided pick stays void.
    if (bet.gameType === GAME_TYPE_MINIGAME) await voidMinigamePick(tx, bet.id, SETTLEMENT_VOID);
    const actionId = await insertBetAction(tx, {
      betId: bet.id,
      kind: 'void',
      reason,
      operatorId,
      fixtureId: null,
      statusBefore: bet.status,
      statusAfter: SETTLEMENT_VOID,
      payoutBefore: bet.payout,
      payoutAfter: stake,
      amount,
      createdAt: now,
    });
    await notifyMember(tx, { clock, bus }, bet.memberId, settledBetEvent(bet, SETTLEMENT_VOID, stake));
    if (amount === 0) return undefined;
    return changeBalance(tx, {
      memberId: bet.memberId,
      currency: 'money',
      amount,
      reason: 'bet_operator_void',
      reference: betActionReference(actionId),
    });
  });
  if (change) publishBalance(bus, change);
  const [answer] = await adminBetsOfIds(db, [betId]);
  if (!answer) throw new AppError(404, operatorBetErrors.betNotFound);
  return answer;
}

export interface Correction {
  selectionId: number;
  result: number;
}

/** An ended bet whose outcome the current results change. */
interface Resettlement {
  bet: BetRow;
  status: SettlementCode;
  payout: number;
  /** new payout − old payout */
  amount: number;
}

/**
 * Resettles a fixture: writes the operator's corrections into its selections, then, in the same
 * transaction holding every bet with a pick on it (in id order), copies the current results into
 * those picks and settles again each bet that had ended (lost, won or void, and not voided by an
 * operator): where its status or payout differs, the bet is updated, the difference booked once and
 * the action recorded. A bet whose outcome becomes undecided keeps its status and payout. A claw back
 * some member's balance cannot cover refuses the whole call, corrections included. Bets still in
 * progress are then left to settlement, run for the fixture once committed.
 */
export async function resettleFixture(
  { db, clock, bus }: BetDeps,
  operatorId: number,
  fixtureId: number,
  { reason, corrections }: { reason: string; corrections: Correction[] },
): Promise<ResettleAnswer> {
  const fixtureStatus = await findFixtureStatus(db, fixtureId);
  if (fixtureStatus === undefined) throw new AppError(404, operatorBetErrors.fixtureNotFound);
  const seen = new Set<number>();
  for (const { selectionId } of corrections) {
    if (seen.has(selectionId)) throw new AppError(400, operatorBetErrors.correctedTwice(selectionId));
    seen.add(selectionId);
  }
  const ofFixture = await selectionIdsOfFixture(db, fixtureId, [...seen]);
  const strangers = [...seen].filter((selectionId) => !ofFixture.has(selectionId));
  if (strangers.length > 0) throw new AppError(400, operatorBetErrors.notOfFixture(strangers));
  const { bonusOdds } = await loadSportsSettings(db);
  const now = clock.now();

  const done = await db.transaction(async (tx) => {
    await correctSelectionResults(tx, fixtureId, corrections);
    const bets = await lockBets(tx, await betIdsOnFixture(tx, fixtureId));
    const open = bets.filter((bet) => bet.status !== SETTLEMENT_CANCELLED);
    const openIds = open.map((bet) => bet.id);
    const [voided, picks] = await Promise.all([
      operatorVoidedBetIds(tx, openIds),
      picksWithSelectionResults(tx, openIds),
    ]);
    // The picks on the fixture take its current results, whatever their bet's state (no money moves).
    const current = (pick: PickWithSelectionResult): number =>
      pick.fixtureId !== fixtureId
        ? pick.result
        : (pick.selectionResult ?? (fixtureStatus === 'cancelled' ? SETTLEMENT_CANCELLED : pick.result));
    await setPickResults(
      tx,
      picks.filter((pick) => current(pick) !== pick.result).map((pick) => ({ pickId: pick.id, result: current(pick) })),
    );

    const ended = open.filter((bet) => bet.status !== SETTLEMENT_PENDING && !voided.has(bet.id));
    const picksByBet = new Map<number, PickWithSelectionResult[]>();
    for (const pick of picks) picksByBet.set(pick.betId, [...(picksByBet.get(pick.betId) ?? []), pick]);
    const resettlements = ended
      .map((bet) => {
        const results = (picksByBet.get(bet.id) ?? []).map((pick) => ({
          price: pick.priceX100 / 100,
          result: current(pick) as SettlementCode,
        }));
        return resettlement(bet, results, bonusOdds);
      })
      .filter((found): found is Resettlement => found !== undefined)
      // Each member's credits before their claw backs, members in id order (the order their rows are locked).
      .sort((a, b) => a.bet.memberId - b.bet.memberId || b.amount - a.amount || a.bet.id - b.bet.id);

    const changes = new Map<number, BalanceChange>();
    for (const { bet, status, payout, amount } of resettlements) {
      await setBetOutcome(tx, bet.id, { status, payout, settledAt: now });
      await syncRolling(tx, { ...bet, status, kind: rollingKindOf(bet.gameType) }, now);
      const actionId = await insertBetAction(tx, {
        betId: bet.id,
        kind: 'resettle',
        reason,
        operatorId,
        fixtureId,
        statusBefore: bet.status,
        statusAfter: status,
        payoutBefore: bet.payout,
        payoutAfter: payout,
        amount,
        createdAt: now,
      });
      if (amount === 0) continue;
      const change = await changeBalance(tx, {
        memberId: bet.memberId,
        currency: 'money',
        amount,
        reason: 'bet_resettle',
        reference: betActionReference(actionId),
      }).catch(async (error: unknown) => {
        if (!(error instanceof AppError) || error.message !== walletErrors.insufficientBalance) throw error;
        const owner = (await ownersOf(tx, [bet.memberId])).get(bet.memberId);
        throw new AppError(400, operatorBetErrors.resettleShort(owner?.userId ?? String(bet.memberId), bet.id));
      });
      changes.set(bet.memberId, change);
    }
    return {
      checked: ended.length,
      changedIds: resettlements.map(({ bet }) => bet.id).sort((a, b) => a - b),
      changes: [...changes.values()],
    };
  });
  for (const change of done.changes) publishBalance(bus, change);
  // Bets still in progress whose picks on the fixture are now decided end as any other bet does.
  await settlePendingBets(db, clock, bus, [fixtureId]);
  return { fixtureId, checked: done.checked, changed: await adminBetsOfIds(db, done.changedIds) };
}

/** The ended bet's outcome on these picks, when it is decided and differs from the one it has. */
function resettlement(
  bet: BetRow,
  picks: { price: number; result: SettlementCode }[],
  bonusRules: BonusOddsRule[],
): Resettlement | undefined {
  const outcome = betOutcome(
    { stake: remainingStake(bet), maxPayout: bet.maxPayout, bonusOdds: bet.bonusOddsX100 / 100, picks },
    bonusRules,
  );
  if (outcome.status === SETTLEMENT_PENDING || outcome.payout === null) return undefined;
  if (outcome.status === bet.status && outcome.payout === bet.payout) return undefined;
  return { bet, status: outcome.status, payout: outcome.payout, amount: outcome.payout - (bet.payout ?? 0) };
}
