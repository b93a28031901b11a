/**
 * The seamless wallet (docs/decisions/029): a game provider never holds the member's money; it calls
 * our wallet for every movement. POST /api/casino/wallet/:aggregator/:action with the JSON body below
 * and the header `x-casino-signature`: hex HMAC-SHA256 of the exact body bytes with the aggregator's
 * secret. Every answer is HTTP 200 with a `status` (the provider's codes, as real aggregators expect),
 * except a body that is not JSON (400). Each movement is idempotent by the provider's `txId`: a replay
 * answers the first answer's status and balance again and changes nothing.
 */
import { z } from 'zod';

export const casinoWalletActions = ['authenticate', 'balance', 'debit', 'credit', 'rollback'] as const;
export type CasinoWalletAction = (typeof casinoWalletActions)[number];

export const CASINO_SIGNATURE_HEADER = 'x-casino-signature';

export const casinoWalletStatuses = [
  'OK',
  'INVALID_SIGNATURE',
  'BAD_REQUEST',
  /** the launch token is unknown, used or expired; or the session is unknown or ended */
  'INVALID_TOKEN',
  /** tendency 22 or a suspended account */
  'PLAYER_BLOCKED',
  /** the game, its vendor or its lobby is switched off by an operator (maintenance) */
  'GAME_UNAVAILABLE',
  'INSUFFICIENT_FUNDS',
  /**
   * credit or rollback naming a round or transaction we never saw (or another player's). A rollback's
   * refTxId never seen is remembered: that debit, if it comes later, answers ROUND_CLOSED and takes nothing.
   */
  'UNKNOWN_ROUND',
  'UNKNOWN_TRANSACTION',
  /** a debit or credit for a round already closed or rolled back, or a debit whose txId was rolled back first */
  'ROUND_CLOSED',
  /** the same txId arrived with a different body */
  'DUPLICATE_TRANSACTION',
  /**
   * a debit on the spot across from one the player already holds in the round (player and banker, red
   * and black …: api/hedging.ts casinoOppositeSpots), refused while the operator's 양방 rule is on
   */
  'BOTH_SIDES',
  /**
   * a debit that would cross one of the player's own stake or net-loss limits (responsible play, issue
   * 33): nothing is taken; the game shows the player a limit refusal, not a shortage of money or a fault.
   * Like every refusal it is not recorded under its txId, so the same debit may come again once the
   * limit's period has turned.
   */
  'LIMIT_EXCEEDED',
] as const;
export type CasinoWalletStatus = (typeof casinoWalletStatuses)[number];

const txIdSchema = z.string().min(1).max(64);
const roundIdSchema = z.string().min(1).max(64);
const sessionIdSchema = z.string().min(16).max(128);
const amountSchema = z.number().int().nonnegative().max(1_000_000_000_000);

/** authenticate: the provider turns the one-time launch token into a session (token cannot be used again). */
export const casinoAuthenticateSchema = z.object({ token: z.string().min(16).max(128) });

export const casinoSessionRefSchema = z.object({
  sessionId: sessionIdSchema,
  playerId: z.string().min(1).max(32),
});

export const casinoBalanceSchema = casinoSessionRefSchema;

/** debit: the stake of one bet in a round (a round may take several: chips added before the cut-off). */
export const casinoDebitSchema = casinoSessionRefSchema.extend({
  txId: txIdSchema,
  roundId: roundIdSchema,
  gameCode: z.string().min(1).max(48),
  amount: amountSchema.refine((n) => n > 0),
  /**
   * the table spot the chip is on ('player', 'banker', 'red' …; api/hedging.ts): the wallet refuses the
   * opposite of a spot already held in the round (BOTH_SIDES). Slots and games without spots send none.
   */
  spot: z.string().min(1).max(32).optional(),
});

/**
 * credit: what the round pays (0 for a loss); `roundClosed` ends the round (its bet settles). A credit
 * needs no live session: a table round may end after the window was closed.
 */
export const casinoCreditSchema = z.object({
  playerId: z.string().min(1).max(32),
  txId: txIdSchema,
  roundId: roundIdSchema,
  gameCode: z.string().min(1).max(48),
  amount: amountSchema,
  roundClosed: z.boolean().default(true),
  /** one line of what happened, shown in /bet_result ('뱅커 승 (6:4)') */
  detail: z.string().max(200).optional(),
});

/** rollback: cancels one earlier debit (refTxId) and gives its stake back; the round ends cancelled. */
export const casinoRollbackSchema = z.object({
  playerId: z.string().min(1).max(32),
  txId: txIdSchema,
  roundId: roundIdSchema,
  refTxId: txIdSchema,
});

export const casinoWalletAnswerSchema = z.object({
  status: z.enum(casinoWalletStatuses),
  /**
   * the member's balance in whole won after the call; absent when the call has not shown it is the
   * player's (an unknown player, a session not theirs, a round or transaction not theirs), so a call
   * naming another player learns nothing of them
   */
  balance: z.number().int().nonnegative().optional(),
  /** authenticate only */
  sessionId: z.string().optional(),
  playerId: z.string().optional(),
  nickname: z.string().optional(),
  currency: z.literal('KRW').optional(),
  gameCode: z.string().optional(),
});
export type CasinoWalletAnswer = z.infer<typeof casinoWalletAnswerSchema>;
