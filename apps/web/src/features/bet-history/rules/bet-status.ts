/** The Korean words and colours of SPEC.md §3-§4's codes, for the bet history. */
import {
  GAME_TYPE_CASINO,
  GAME_TYPE_LIVE,
  GAME_TYPE_MINIGAME,
  GAME_TYPE_SPORTS,
  GAME_TYPE_VIRTUAL,
  SETTLEMENT_CANCELLED,
  SETTLEMENT_CASHED_OUT,
  SETTLEMENT_LOST,
  SETTLEMENT_PENDING,
  SETTLEMENT_VOID,
  SETTLEMENT_WON,
} from '@site/contracts/api/bets-codes';

import { koBetHistory } from '../../../i18n/ko-results';

type StatusKey = keyof typeof koBetHistory.betStatus;

const statusKeys: Record<number, StatusKey> = {
  [SETTLEMENT_CANCELLED]: 'cancelled',
  [SETTLEMENT_PENDING]: 'pending',
  [SETTLEMENT_LOST]: 'lost',
  [SETTLEMENT_WON]: 'won',
  [SETTLEMENT_VOID]: 'void',
  [SETTLEMENT_CASHED_OUT]: 'cashedOut',
};

/**
 * Colours that read on the dark theme: grey cancelled, blue running, red lost, gold won, violet void,
 * green cashed out (money taken, neither a win nor a refund).
 */
const statusColours: Record<StatusKey, string> = {
  cancelled: '#8d8d8d',
  pending: '#5d8fd6',
  lost: '#e5484d',
  won: '#e7c89d',
  void: '#a78bfa',
  cashedOut: '#46a758',
};

const statusKey = (code: number): StatusKey => statusKeys[code] ?? 'pending';

/** A bet's status in Korean: -1 취소, 0 진행중, 1 낙첨, 2 당첨, 3 적중특례, 4 캐시아웃. */
export const betStatusLabel = (code: number): string => koBetHistory.betStatus[statusKey(code)];

/** One pick's result in Korean: 적중 and 미적중 rather than the whole bet's 당첨 and 낙첨. */
export const pickResultLabel = (code: number): string => koBetHistory.pickResult[statusKey(code)];

export const settlementColour = (code: number): string => statusColours[statusKey(code)];

/** Whether the bet's stake came back (취소 or 적중특례): its money then reads 환급, not 당첨금. */
export const isRefunded = (code: number): boolean => code === SETTLEMENT_CANCELLED || code === SETTLEMENT_VOID;

/** Whether the member took the bet's value out before it ended: its money then reads 캐시아웃, not 당첨금. */
export const isCashedOut = (code: number): boolean => code === SETTLEMENT_CASHED_OUT;

/**
 * The result a pick row shows: its own, except that a pick still open on a bet that was cancelled,
 * voided or cashed out as a whole ended with the bet — it reads the bet's 취소, 적중특례 or 캐시아웃,
 * never 진행중.
 */
export const shownPickResult = (pickCode: number, betCode: number): number =>
  pickCode === SETTLEMENT_PENDING && (isRefunded(betCode) || isCashedOut(betCode)) ? betCode : pickCode;

export type GameTypeTabKey = keyof typeof koBetHistory.gameTypes;

/** The history's tabs: 전체 and the game type codes (SPEC.md §3: any other code is casino). */
export const gameTypeTabs: readonly { key: GameTypeTabKey; code: number | undefined }[] = [
  { key: 'all', code: undefined },
  { key: 'sports', code: GAME_TYPE_SPORTS },
  { key: 'live', code: GAME_TYPE_LIVE },
  { key: 'minigame', code: GAME_TYPE_MINIGAME },
  { key: 'virtual', code: GAME_TYPE_VIRTUAL },
  { key: 'casino', code: GAME_TYPE_CASINO },
];

/** A bet's game type in Korean; codes the site does not know are casino, as SPEC.md §3 says. */
export const gameTypeLabel = (code: number): string =>
  koBetHistory.gameTypes[gameTypeTabs.find((tab) => tab.code === code)?.key ?? 'casino'];

/** The tab a `type` query value selects; anything unknown is 전체. */
export const gameTypeFromQuery = (value: string | null): number | undefined =>
  gameTypeTabs.find((tab) => tab.code !== undefined && String(tab.code) === value)?.code;
