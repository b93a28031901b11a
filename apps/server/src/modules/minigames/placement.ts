import { GAME_TYPE_MINIGAME, SETTLEMENT_PENDING, type Bet } from '@site/contracts/api/bets';
import type { PlaceMinigameBet } from '@site/contracts/api/minigames';
import { payoutFor, toX100 } from '@site/contracts/rules/bet-outcome';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/members';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { betErrors } from '../betting/errors';
import { memberBet, minigameBetAnswer } from '../betting/history';
import { placeOnce } from '../betting/place-once';
import type { RequestFields } from '../ledger/fingerprint';
import { minigameErrors } from './errors';
import { insertMinigameBet, lockRoundForBet } from './repo';
import type { RoundGame } from './rounds-port';
import { minigameSetting, settingOf } from './service';

export interface MinigameBetDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
}

/**
 * Places a bet on the game's open round, once per idempotency key (placeOnce: the checks, the stored
 * bet and the debit in one transaction holding the member's row). The round's row is held too, so its draw cannot pass the bet by.
 * A used key answers its bet only when the request is this same one (minigameRequest).
 */
export async function placeMinigameBet(
  { db, clock, bus }: MinigameBetDeps,
  game: RoundGame,
  member: MemberRow,
  input: PlaceMinigameBet,
): Promise<{ bet: Bet; created: boolean }> {
  const placed = await placeOnce({ db, bus, clock }, member.id, {
    idempotencyKey: input.idempotencyKey,
    source: 'minigame',
    request: minigameRequest(input),
    store: (tx) => placeNewBet(tx, clock.now(), game, member, input),
  });
  if (placed.created) return { bet: placed.stored.answer, created: true };
  return { bet: await memberBet(db, clock.now(), member.id, placed.betId), created: false };
}

/** What makes a retried minigame bet the same request: the round, pick, price and stake. */
function minigameRequest(input: PlaceMinigameBet): RequestFields {
  return {
    call: 'minigame',
    gameId: input.gameId,
    roundId: input.roundId,
    marketKey: input.marketKey,
    pickKey: input.pickKey,
    priceX100: toX100(input.price),
    stake: input.stake,
  };
}

async function placeNewBet(
  tx: Database,
  now: Date,
  game: RoundGame,
  member: MemberRow,
  input: PlaceMinigameBet,
): Promise<{ betId: number; stake: number; answer: Bet }> {
  // The round held, the game's limits and the member's picks on the market, in one statement.
  const round = await lockRoundForBet(tx, {
    roundId: input.roundId,
    gameId: game.id,
    memberId: member.id,
    marketKey: input.marketKey,
  });
  const setting = round ? settingOf(game.id, round.setting) : await minigameSetting(tx, game.id);
  if (setting.systemMaintenanceFlg) throw new AppError(400, minigameErrors.maintenance);
  const open = round?.gameId === game.id && round.status === 'open' && now.getTime() < round.closesAt.getTime();
  if (!round || !open) throw new AppError(400, minigameErrors.bettingClosed);
  const market = game.module.markets.find((entry) => entry.key === input.marketKey);
  const pick = market?.picks.find((entry) => entry.key === input.pickKey);
  if (!market || !pick) throw new AppError(400, minigameErrors.pickNotFound);
  // The member's row is held (placeOnce), so two bets of one member cannot both pass this look.
  // The other side is refused while the operator's 양방 switch for minigames is on (docs/decisions/051).
  if (round.hedgingRefused && round.held.some((key) => key !== pick.key)) {
    throw new AppError(400, minigameErrors.bothSides);
  }
  if (toX100(input.price) !== pick.priceX100) {
    throw new AppError(409, betErrors.oddsChanged, { price: pick.priceX100 / 100 });
  }
  if (input.stake < setting.minStake) throw new AppError(400, betErrors.stakeBelowMin(setting.minStake));
  if (input.stake > setting.maxStake) throw new AppError(400, betErrors.stakeAboveMax(setting.maxStake));

  const row = {
    memberId: member.id,
    idempotencyKey: input.idempotencyKey,
    gameType: GAME_TYPE_MINIGAME,
    stake: input.stake,
    totalOddsX100: pick.priceX100,
    bonusOddsX100: 100,
    potentialPayout: Math.min(payoutFor(input.stake, pick.priceX100, 100), setting.maxPayout),
    maxPayout: setting.maxPayout,
    status: SETTLEMENT_PENDING,
    payout: null,
    createdAt: now,
    settledAt: null,
    stakeCashedOut: 0,
    cashedOut: 0,
    autoCashOutAt: null,
    sameGame: false,
  };
  const stored = {
    roundId: round.id,
    gameId: game.id,
    marketKey: market.key,
    pickKey: pick.key,
    marketNameKorean: market.nameKorean,
    pickNameKorean: pick.nameKorean,
    priceX100: pick.priceX100,
  };
  const betId = await insertMinigameBet(tx, row, stored);
  // Answered from what was just stored, as the history will show it (the round is still open: no result).
  const answer = minigameBetAnswer(
    { ...row, id: betId },
    { ...stored, roundNo: round.roundNo, roundDate: round.roundDate },
  );
  return { betId, stake: input.stake, answer };
}
