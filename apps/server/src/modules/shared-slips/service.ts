/**
 * Slips to share (docs/decisions/071). A slip is a list of selection ids behind a random code; it is
 * read at today's prices, so a link never promises an old price, and it shows who shared it by
 * nickname only: no stake, payout or balance of theirs.
 */
import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@site/contracts/clock';
import { SHAREABLE_GAME_TYPES } from '@site/contracts/api/shared-slips-codes';
import {
  SHARED_SLIP_CODE_PATTERN,
  SHARED_SLIPS_PER_DAY,
  sharedSlipErrors,
  type CreateSharedSlip,
  type SharedPick,
  type SharedSlip,
  type SharedSlipLink,
} from '@site/contracts/api/shared-slips';
import { marketTypes } from '@site/contracts/sports-markets';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { lockMember } from '../auth/member-lookup';
import { findPost } from '../board/repo';
import {
  countSlipsSince,
  findOwnBetType,
  findSlip,
  findSlipOfBet,
  findSlipOfCart,
  insertSlip,
  selectionIdsOfBet,
  selectionsNow,
  type SelectionNow,
} from './repo';

export interface SharedSlipDeps {
  db: Database;
  clock: Clock;
}

/** 12 random bytes as base64url: 16 characters, 96 bits, never guessed. */
export const newSlipCode = (): string => randomBytes(12).toString('base64url');

const linkOf = (code: string): SharedSlipLink => ({ code, path: `/slip/${code}` });

/**
 * Shares a bet of the member's own (404 for anyone else's, as the history answers) or a cart's
 * selections. Sharing the same bet or the same cart again answers the link made before; a new link
 * counts against SHARED_SLIPS_PER_DAY, checked and inserted under the member's row lock so two
 * requests at once cannot both take the last one.
 */
export async function createSharedSlip(
  { db, clock }: SharedSlipDeps,
  memberId: number,
  input: CreateSharedSlip,
): Promise<SharedSlipLink> {
  const betId = input.betId ?? null;
  const selectionIds =
    betId === null ? await checkedCart(db, input.selectionIds ?? []) : await betSelections(db, memberId, betId);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const earlier =
      betId === null ? await findSlipOfCart(tx, memberId, selectionIds) : await findSlipOfBet(tx, memberId, betId);
    if (earlier) return linkOf(earlier.code);
    const now = clock.now();
    if ((await countSlipsSince(tx, memberId, new Date(now.getTime() - DAY_MS))) >= SHARED_SLIPS_PER_DAY)
      throw new AppError(429, sharedSlipErrors.tooMany);
    const code = newSlipCode();
    await insertSlip(tx, { code, memberId, betId, selectionIds, createdAt: now });
    return linkOf(code);
  });
}

async function betSelections(db: Database, memberId: number, betId: number): Promise<number[]> {
  const gameType = await findOwnBetType(db, memberId, betId);
  if (gameType === undefined) throw new AppError(404, sharedSlipErrors.betNotFound);
  if (!SHAREABLE_GAME_TYPES.includes(gameType)) throw new AppError(400, sharedSlipErrors.notSports);
  return selectionIdsOfBet(db, betId);
}

/** A cart's ids, each once and in the cart's order, every one an existing selection. */
async function checkedCart(db: Database, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await selectionsNow(db, unique);
  if (found.length !== unique.length) throw new AppError(400, sharedSlipErrors.selectionNotFound);
  return unique;
}

/** GET /slips/:code: anyone holding the link reads it, as anyone reads the books' prices. */
export async function viewSharedSlip({ db, clock }: SharedSlipDeps, code: string): Promise<SharedSlip> {
  const row = SHARED_SLIP_CODE_PATTERN.test(code) ? await findSlip(db, code) : undefined;
  if (!row) throw new AppError(404, sharedSlipErrors.slipNotFound);
  return {
    code,
    sharedBy: row.nickName,
    createdAt: row.slip.createdAt.toISOString(),
    betId: row.slip.betId,
    picks: await picksNow(db, row.slip.selectionIds, clock.now()),
  };
}

/**
 * The picks of a visible post's attached sports bet at today's prices (이 조합 담기). The board already
 * shows that bet whole; this answers less of it (no stake or payout), dated by the post.
 */
export async function boardPostSlip({ db, clock }: SharedSlipDeps, postId: number): Promise<SharedSlip> {
  const row = await findPost(db, postId);
  if (!row || row.post.hidden) throw new AppError(404, sharedSlipErrors.postBetNotFound);
  const betId = row.post.betId;
  const gameType = betId === null ? undefined : await findOwnBetType(db, row.post.memberId, betId);
  if (betId === null || gameType === undefined || !SHAREABLE_GAME_TYPES.includes(gameType))
    throw new AppError(404, sharedSlipErrors.postBetNotFound);
  return {
    code: null,
    sharedBy: row.nickName,
    createdAt: row.post.createdAt.toISOString(),
    betId,
    picks: await picksNow(db, await selectionIdsOfBet(db, betId), clock.now()),
  };
}

async function picksNow(db: Database, selectionIds: number[], now: Date): Promise<SharedPick[]> {
  const byId = new Map((await selectionsNow(db, selectionIds)).map((row) => [Number(row.selectionId), row]));
  return selectionIds.flatMap((id) => {
    const row = byId.get(id);
    // A market type the site has no name for is offered to nobody (placement refuses it too).
    return row && row.marketType in marketTypes ? [sharedPick(row, now)] : [];
  });
}

/** Whether a pick could be bet now, by the rules placement applies (betting/placement.ts checkSlip). */
export function pickState(row: SelectionNow, now: Date): SharedPick['state'] {
  if (row.fixtureStatus === 'finished' || row.fixtureStatus === 'cancelled') return 'finished';
  if (row.fixtureStatus === 'live' && row.virtual) return 'started';
  if (row.fixtureStatus === 'scheduled' && row.startAt.getTime() <= now.getTime()) return 'started';
  if (row.selectionStatus !== 'open' || row.marketStatus !== 'open') return 'suspended';
  return 'open';
}

function sharedPick(row: SelectionNow, now: Date): SharedPick {
  const state = pickState(row, now);
  return {
    selectionId: Number(row.selectionId),
    marketId: Number(row.marketId),
    fixtureId: Number(row.fixtureId),
    sportId: row.sportId,
    leagueNameKorean: row.leagueNameKorean,
    home: row.home,
    away: row.away,
    startAt: row.startAt.toISOString(),
    marketType: row.marketType,
    period: row.period,
    line: row.line,
    selectionName: row.selectionName,
    price: row.priceX100 / 100,
    status: row.selectionStatus === 'open' && row.marketStatus !== 'open' ? row.marketStatus : row.selectionStatus,
    live: row.fixtureStatus === 'live',
    virtual: row.virtual,
    open: state === 'open',
    state,
  };
}
