/** The seamless wallet's movements (contracts api/casino-wallet.ts): debit, credit and rollback. */
import type { z } from 'zod';
import type {
  CasinoWalletAnswer,
  casinoCreditSchema,
  casinoDebitSchema,
  casinoRollbackSchema,
} from '@site/contracts/api/casino-wallet';
import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';
import { oppositeSpot } from '@site/contracts/api/hedging';
import { TENDENCY_NO_CASINO } from '@site/contracts/roles';
import { changeBalance } from '../ledger/service';
import { countBet } from '../../events/activity';
import { checkStakeLimits, PlayLimitError } from '../responsible-play/limit-checks';
import { casinoTxReference, CASINO_LEDGER_REASONS } from './ledger-reasons';
import { cancelRound, settledStatus } from './round-close';
import { announceRoundClosed, announceStake } from './round-events';
import { addRoundStake, creditRound, lockRound, openRound } from './round-repo';
import { bookOnce, type CasinoWalletDeps } from './wallet-once';
import { findTransaction, touchLiveSession, voidTransaction } from './wallet-repo';
import { CASINO_SESSION_IDLE_MS, memberIdOf } from './wallet-session';

type Debit = z.output<typeof casinoDebitSchema>;
type Credit = z.output<typeof casinoCreditSchema>;
type Rollback = z.output<typeof casinoRollbackSchema>;

/**
 * Takes one bet's stake: the session must live, the member may play casino, the game's switches are
 * on, the balance covers it and the member's own stake and loss limits leave room for it. The
 * round's first debit opens it (one bet of game type 5); later debits add to its stake.
 */
export function debit(
  deps: CasinoWalletDeps,
  aggregator: CasinoAggregatorKey,
  body: Debit,
  bodyHash: string,
): Promise<CasinoWalletAnswer> {
  const memberId = memberIdOf(body.playerId);
  if (memberId === undefined) return Promise.resolve({ status: 'BAD_REQUEST' });
  const call = {
    aggregator,
    action: 'debit' as const,
    txId: body.txId,
    memberId,
    bodyHash,
    providerRoundId: body.roundId,
    spot: body.spot,
  };
  // `existing`: the provider's round, locked (bookOnce), if an earlier debit opened it.
  return bookOnce(deps, call, async (tx, held, existing, seen) => {
    const now = deps.clock.now();
    const session = { aggregator, sessionId: body.sessionId, memberId };
    // No balance: the session is not this player's, so nothing shows the call is theirs.
    if (!(await touchLiveSession(tx, session, now, CASINO_SESSION_IDLE_MS))) return { status: 'INVALID_TOKEN' };
    // The member's row as bookOnce holds it: blocked, tendency and level are read under the lock.
    if (held.blocked || held.tendency.includes(TENDENCY_NO_CASINO)) {
      return { status: 'PLAYER_BLOCKED', balance: held.emoney };
    }
    const playable = await deps.catalogue.playable(tx, { aggregator, gameCode: body.gameCode, level: held.level });
    if (!playable.ok) {
      return { status: playable.refusal === 'maintenance' ? 'GAME_UNAVAILABLE' : 'BAD_REQUEST', balance: held.emoney };
    }
    if (body.amount > held.emoney) return { status: 'INSUFFICIENT_FUNDS', balance: held.emoney };

    if (existing && (existing.memberId !== memberId || existing.gameCode !== body.gameCode)) {
      return { status: 'BAD_REQUEST', balance: held.emoney };
    }
    if (existing && existing.status !== 'open') return { status: 'ROUND_CLOSED', balance: held.emoney };
    if (seen.hedgingRefused && takesOtherSide(body.spot, seen.spots)) {
      return { status: 'BOTH_SIDES', balance: held.emoney };
    }
    const { game, vendor } = playable;
    // The member's own stake and loss limits, under the row bookOnce holds (the lock every bet takes):
    // read only for a member whose row says they set one. Nothing is written yet, so the refusal books nothing.
    if (held.playLimited) {
      const request = { memberId, amount: body.amount, now, source: game.product };
      const refused = await checkStakeLimits(tx, request).then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof PlayLimitError) return error;
          throw error;
        },
      );
      if (refused) return { status: 'LIMIT_EXCEEDED', balance: held.emoney, limitRefusal: refused };
    }
    const round = existing
      ? await addRoundStake(tx, existing, body.amount)
      : await openRound(tx, {
          aggregator,
          providerRoundId: body.roundId,
          memberId,
          product: game.product,
          vendor: game.vendor,
          gameCode: game.code,
          vendorNameKorean: vendor.nameKorean,
          gameNameKorean: game.nameKorean,
          stake: body.amount,
          openedAt: now,
        });
    const change = await changeBalance(
      tx,
      {
        memberId,
        currency: 'money',
        amount: -body.amount,
        reason: CASINO_LEDGER_REASONS[game.product].stake,
        reference: casinoTxReference(aggregator, body.txId),
      },
      // bookOnce found no earlier call under this txId while holding the row: nothing is booked under it.
      { locked: held, newReference: true },
    );
    countBet(game.product, body.amount);
    await announceStake(deps.hooks, tx, {
      memberId,
      product: game.product,
      aggregator,
      vendor: game.vendor,
      gameCode: game.code,
      roundId: round.id,
      amount: body.amount,
      txId: body.txId,
      at: now,
    });
    return { status: 'OK', balance: change.emoney, changes: [change], roundId: round.id, amount: -body.amount };
  });
}

/**
 * Pays what a round won (0 for a loss). A round never seen, another member's, or one already closed or
 * rolled back changes nothing. `roundClosed` ends it: its bet settles won or lost, the hooks are told.
 */
export function credit(
  deps: CasinoWalletDeps,
  aggregator: CasinoAggregatorKey,
  body: Credit,
  bodyHash: string,
): Promise<CasinoWalletAnswer> {
  const memberId = memberIdOf(body.playerId);
  if (memberId === undefined) return Promise.resolve({ status: 'BAD_REQUEST' });
  const call = {
    aggregator,
    action: 'credit' as const,
    txId: body.txId,
    memberId,
    bodyHash,
    providerRoundId: body.roundId,
  };
  // `round`: the provider's round, locked (bookOnce).
  return bookOnce(deps, call, async (tx, held, round) => {
    const now = deps.clock.now();
    // No balance: a round that is not the player's shows nothing of the call being theirs.
    if (!round || round.memberId !== memberId) return { status: 'UNKNOWN_ROUND' };
    if (round.status !== 'open') return { status: 'ROUND_CLOSED', balance: held.emoney };
    const win = body.amount > 0 ? body.amount : 0;
    const changes =
      win > 0
        ? [
            await changeBalance(
              tx,
              {
                memberId,
                currency: 'money',
                amount: win,
                reason: CASINO_LEDGER_REASONS[round.product as CasinoProduct].win,
                reference: casinoTxReference(aggregator, body.txId),
              },
              { locked: held, newReference: true },
            ),
          ]
        : [];
    const close = body.roundClosed ? { status: settledStatus(round.win + win), at: now } : undefined;
    const credited = await creditRound(tx, round, { amount: win, close, detail: body.detail });
    if (close) changes.push(...(await announceRoundClosed(deps.hooks, tx, credited, 'settled', now)));
    return {
      status: 'OK',
      balance: lastBalance(changes, memberId, held.emoney),
      changes,
      roundId: round.id,
      amount: win,
    };
  });
}

/**
 * Cancels an earlier debit: its round is cancelled and its whole stake comes back once. A refTxId we
 * never booked as this member's debit changes nothing; a round already cancelled answers OK again. A
 * refTxId never seen at all is recorded as voided, so that debit, arriving late, is refused (bookOnce):
 * the member's row is held here and by the debit, so whichever of the two comes first decides.
 */
export function rollback(
  deps: CasinoWalletDeps,
  aggregator: CasinoAggregatorKey,
  body: Rollback,
  bodyHash: string,
): Promise<CasinoWalletAnswer> {
  const memberId = memberIdOf(body.playerId);
  if (memberId === undefined) return Promise.resolve({ status: 'BAD_REQUEST' });
  const call = { aggregator, action: 'rollback' as const, txId: body.txId, memberId, bodyHash };
  return bookOnce(deps, call, async (tx, held) => {
    const debited = await findTransaction(tx, aggregator, body.refTxId);
    if (!debited) {
      await voidTransaction(tx, {
        aggregator,
        txId: body.refTxId,
        memberId,
        balance: held.emoney,
        at: deps.clock.now(),
      });
      return { status: 'UNKNOWN_TRANSACTION' };
    }
    // No balance on these refusals: a transaction not the player's debit shows nothing of the call being theirs.
    if (debited.action !== 'debit' || debited.memberId !== memberId || debited.roundId === null) {
      return { status: 'UNKNOWN_TRANSACTION' };
    }
    const round = await lockRound(tx, debited.roundId);
    if (!round) return { status: 'UNKNOWN_TRANSACTION' };
    if (round.status === 'cancelled') {
      return { status: 'OK', balance: held.emoney, changes: [], roundId: round.id, amount: 0 };
    }
    // A round that paid (or settled) is over: giving its stake back too would pay twice.
    if (round.status !== 'open' || round.win > 0) return { status: 'ROUND_CLOSED', balance: held.emoney };
    const changes = await cancelRound(tx, deps.hooks, round, deps.clock.now());
    return {
      status: 'OK',
      balance: lastBalance(changes, memberId, held.emoney),
      changes,
      roundId: round.id,
      amount: round.stake,
    };
  });
}

/**
 * 양방 (docs/decisions/051): a spot across from one the round's earlier debits hold (player after
 * banker, black after red …). A debit that names no spot cannot be judged and passes.
 */
function takesOtherSide(spot: string | undefined, held: readonly string[]): boolean {
  const opposite = spot === undefined ? undefined : oppositeSpot(spot);
  return opposite !== undefined && held.includes(opposite);
}

/** The member's balance after the last of these changes that is theirs. */
function lastBalance(changes: readonly { memberId: number; emoney: number }[], memberId: number, fallback: number) {
  return changes.filter((change) => change.memberId === memberId).at(-1)?.emoney ?? fallback;
}
