import {
  GAME_TYPE_CASINO,
  GAME_TYPE_MINIGAME,
  GAME_TYPE_SPORTS,
  GAME_TYPE_VIRTUAL,
  SETTLEMENT_CANCELLED,
  SETTLEMENT_PENDING,
  type Bet,
  type BetPage,
  type SettlementCode,
} from '@site/contracts/api/bets';
import type { CasinoBetInfo } from '@site/contracts/api/casino';
import type { MinigameBetInfo } from '@site/contracts/api/minigames';
import { DAY_MS, parseSeoulDateTime } from '@site/contracts/clock';
import type { Database } from '../../db/client';
import type { BetRow } from '../../db/schema/bets';
import { AppError } from '../../http/app-error';
import { casinoInfoOfBets } from './casino-rounds';
import { memberGameBets, minigamePicksOfBets } from './minigame-picks';
import { changeBalance, publishBalance } from '../ledger/service';
import type { SportsSettings } from '@site/contracts/api/admin-sportsbook';
import { betErrors, cancelReasons } from './errors';
import { betReference } from './place-once';
import type { BetDeps } from './placement';
import { countBets, findMemberBet, finishBet, listBets, lockMemberBet, picksOfBets, type PickView } from './repo';
import { loadSportsSettings } from './rules';
import { pageAnswer, rowWindow } from '../../http/paging';

const MINUTE_MS = 60_000;

export interface BetListQuery {
  gameType?: number | undefined;
  /** only the minigame bets on this game */
  gameId?: number | undefined;
  /** only bets of this settlement status */
  status?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

/** The member's own bets, newest first; from and to are Seoul calendar days, both included. */
export async function betPage(db: Database, now: Date, memberId: number, query: BetListQuery): Promise<BetPage> {
  const filter = { memberId, gameType: query.gameType, status: query.status, ...seoulDays(query) };
  const page = rowWindow(query);
  const listed =
    query.gameId === undefined
      ? Promise.all([listBets(db, filter, page), countBets(db, filter)])
      : memberGameBets(db, { ...filter, gameId: query.gameId }, page).then(
          ({ rows, totalCount }) => [rows, totalCount] as const,
        );
  const [[rows, totalCount], settings] = await Promise.all([listed, loadSportsSettings(db)]);
  const items = await toBets(db, rows, settings, now);
  return pageAnswer(items, query, totalCount);
}

/** One of the member's bets; 404 when it is not theirs, so other members' bets cannot be probed. */
export async function memberBet(
  db: Database,
  now: Date,
  memberId: number,
  betId: number,
  settings?: SportsSettings,
): Promise<Bet> {
  const row = await findMemberBet(db, memberId, betId);
  if (!row) throw new AppError(404, betErrors.betNotFound);
  const [bet] = await toBets(db, [row], settings ?? (await loadSportsSettings(db)), now);
  if (!bet) throw new AppError(404, betErrors.betNotFound);
  return bet;
}

/**
 * Cancels a pre-match bet while the operator allows it: status -1 and the stake back, once. The bet's
 * row is locked, so a settlement or a second cancel at the same moment waits and then finds it ended.
 */
export async function cancelBet({ db, clock, bus }: BetDeps, memberId: number, betId: number): Promise<Bet> {
  const now = clock.now();
  const change = await db.transaction(async (tx) => {
    const bet = await lockMemberBet(tx, memberId, betId);
    if (!bet) throw new AppError(404, betErrors.betNotFound);
    const [settings, picks] = await Promise.all([loadSportsSettings(tx), picksOfBets(tx, [bet.id])]);
    const refusal = cancelRefusal(bet, picks, settings, now);
    if (refusal) throw new AppError(400, betErrors.notCancellable(refusal));
    if (!(await finishBet(tx, bet.id, { status: SETTLEMENT_CANCELLED, payout: bet.stake, settledAt: now }))) {
      throw new AppError(400, betErrors.notCancellable(cancelReasons.settled));
    }
    return changeBalance(tx, {
      memberId,
      currency: 'money',
      amount: bet.stake,
      reason: 'bet_cancel',
      reference: betReference(bet.id),
    });
  });
  publishBalance(bus, change);
  return memberBet(db, clock.now(), memberId, betId);
}

/** Why the member may not cancel this bet now; undefined when they may. */
export function cancelRefusal(
  bet: BetRow,
  picks: Pick<PickView, 'fixtureStatus' | 'startAt'>[],
  settings: SportsSettings,
  now: Date,
): string | undefined {
  if (bet.status !== SETTLEMENT_PENDING) return cancelReasons.settled;
  // Part of it was sold back already: a refund of the stake would pay that part twice (docs/decisions/068).
  if (bet.stakeCashedOut > 0) return cancelReasons.cashedOut;
  if (bet.gameType === GAME_TYPE_VIRTUAL) return cancelReasons.virtual;
  if (bet.gameType !== GAME_TYPE_SPORTS) return cancelReasons.live;
  if (settings.cancelWindowMinutes <= 0) return cancelReasons.disabled;
  if (now.getTime() > bet.createdAt.getTime() + settings.cancelWindowMinutes * MINUTE_MS) {
    return cancelReasons.window(settings.cancelWindowMinutes);
  }
  if (picks.length === 0 || picks.some((pick) => pick.fixtureStatus !== 'scheduled')) return cancelReasons.started;
  const firstStart = Math.min(...picks.map((pick) => pick.startAt.getTime()));
  if (now.getTime() > firstStart - settings.cancelCutoffMinutes * MINUTE_MS) {
    return firstStart <= now.getTime() ? cancelReasons.started : cancelReasons.cutoff(settings.cancelCutoffMinutes);
  }
  return undefined;
}

async function toBets(db: Database, rows: BetRow[], settings: SportsSettings, now: Date): Promise<Bet[]> {
  const details = await detailsOfBets(db, rows);
  return details.map((detail) => ({
    ...betView(detail),
    cancellable: cancelRefusal(detail.row, detail.picks, settings, now) === undefined,
  }));
}

/** A bet with what both lists show of it: its picks (as picksOfBets sorts them) or its minigame round. */
export interface BetDetails {
  row: BetRow;
  picks: PickView[];
  minigame: MinigameBetInfo | null;
  /** the round of a casino or slot bet */
  casino?: CasinoBetInfo | null;
}

/** The picks and the minigame or casino round of each row, in the rows' order: what the member's and the operator's lists show. */
export async function detailsOfBets(db: Database, rows: BetRow[]): Promise<BetDetails[]> {
  const [picks, minigames, casinoRounds] = await Promise.all([
    picksOfBets(
      db,
      rows.map((row) => row.id),
    ),
    minigameInfoOf(db, rows),
    casinoInfoOfBets(
      db,
      rows.filter((row) => row.gameType === GAME_TYPE_CASINO).map((row) => row.id),
    ),
  ]);
  const picksByBet = new Map<number, PickView[]>();
  for (const pick of picks) picksByBet.set(pick.betId, [...(picksByBet.get(pick.betId) ?? []), pick]);
  return rows.map((row) => ({
    row,
    picks: picksByBet.get(row.id) ?? [],
    minigame: minigames.get(row.id) ?? null,
    casino: casinoRounds.get(row.id) ?? null,
  }));
}

/** A bet as every list shows it, without the member's `cancellable` (the operator's list has none). */
export type BetView = Omit<Bet, 'cancellable'>;

/** How a bet is answered to its member; `cancellable` is cancelRefusal's verdict. */
export function betAnswer(row: BetRow, picks: PickView[], minigame: MinigameBetInfo | null, cancellable: boolean): Bet {
  return { ...betView({ row, picks, minigame }), cancellable };
}

/** A bet from its row and its picks (sorted as picksOfBets sorts them) or its minigame round. */
export function betView({ row, picks, minigame, casino = null }: BetDetails): BetView {
  return {
    id: row.id,
    gameType: row.gameType,
    stake: row.stake,
    totalOdds: row.totalOddsX100 / 100,
    bonusOdds: row.bonusOddsX100 / 100,
    potentialPayout: row.potentialPayout,
    status: row.status as SettlementCode,
    payout: row.payout,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    stakeCashedOut: row.stakeCashedOut,
    cashedOut: row.cashedOut,
    autoCashOutAt: row.autoCashOutAt,
    sameGame: row.sameGame,
    picks: picks.map((pick) => ({
      id: pick.id,
      selectionId: pick.selectionId,
      fixtureId: pick.fixtureId,
      sportId: pick.sportId,
      leagueNameKorean: pick.leagueNameKorean,
      home: pick.home,
      away: pick.away,
      startAt: pick.startAt.toISOString(),
      marketType: pick.marketType,
      period: pick.period,
      line: pick.line,
      selectionName: pick.selectionName,
      price: pick.priceX100 / 100,
      result: pick.result as SettlementCode,
      homeScore: pick.homeScore,
      awayScore: pick.awayScore,
    })),
    minigame,
    // Only casino bets carry it, so the other products' answers stay as they were.
    ...(casino ? { casino } : {}),
  };
}

/**
 * A new minigame bet as its history will show it: its round is open, so no result yet, and a minigame bet
 * is never the member's to cancel (cancelRefusal lets only pre-match sports bets go).
 */
export function minigameBetAnswer(
  row: BetRow,
  pick: Omit<MinigameBetInfo, 'price' | 'result' | 'resultText'> & { priceX100: number },
): Bet {
  const { gameId, roundId, roundNo, roundDate, marketNameKorean, pickNameKorean, priceX100 } = pick;
  const minigame = { gameId, roundId, roundNo, roundDate, marketNameKorean, pickNameKorean };
  const info = { ...minigame, price: priceX100 / 100, result: SETTLEMENT_PENDING, resultText: null };
  return betAnswer(row, [], info, false);
}

/** The round and pick of each minigame bet among the rows, by bet id. */
async function minigameInfoOf(db: Database, rows: BetRow[]): Promise<Map<number, MinigameBetInfo>> {
  const betIds = rows.filter((row) => row.gameType === GAME_TYPE_MINIGAME).map((row) => row.id);
  const picks = await minigamePicksOfBets(db, betIds);
  return new Map(
    picks.map((pick) => [
      pick.betId,
      {
        gameId: pick.gameId,
        roundId: pick.roundId,
        roundNo: pick.roundNo,
        roundDate: pick.roundDate,
        marketNameKorean: pick.marketNameKorean,
        pickNameKorean: pick.pickNameKorean,
        price: pick.priceX100 / 100,
        result: pick.result,
        resultText: pick.roundStatus === 'drawn' ? pick.resultText : null,
      },
    ]),
  );
}

/** A list's from and to (Seoul calendar days, both included) as the instants its bets are placed in. */
export function seoulDays({ from, to }: { from?: string | undefined; to?: string | undefined }): {
  from: Date | undefined;
  until: Date | undefined;
} {
  const toDay = to ? seoulDayStart(to) : undefined;
  return {
    from: from ? seoulDayStart(from) : undefined,
    until: toDay === undefined ? undefined : new Date(toDay.getTime() + DAY_MS),
  };
}

function seoulDayStart(day: string): Date {
  const ms = parseSeoulDateTime(`${day} 00:00:00`);
  if (ms === null) throw new AppError(400, '날짜 형식이 올바르지 않습니다.');
  return new Date(ms);
}
