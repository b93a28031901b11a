import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

import type { MinigameSetting } from '@site/contracts/api/minigames';
import { formatNumber } from '@site/contracts/rules/format';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { showToast } from '../../../components/ui/toasts';
import { koSession } from '../../../i18n/ko';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { koMinigames } from '../../../i18n/ko-minigames';
import { endsSession, userFacingMessage } from '../../../lib/api-client';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { currentUserKey, openAuthDialog } from '../../auth/api/session';
import { formatOddsNow } from '../../odds-format/exports/odds';
import { boardQuery, placeMinigameBet, priceChangedMessage } from '../api/minigame-calls';
import { betProblems, expectedPayout, type MinigamePick } from '../bet-pick';
import { clearPlacedBet, currentSlip, repriceFromBoard } from '../bet-store';

export interface PlaceControl {
  placing: boolean;
  /** 베팅하기: checks, asks for confirmation, places */
  place: () => Promise<void>;
  /** 변경된 배당으로 베팅: the member has seen the new price after a 409 and bets with it */
  acceptNewPrice: () => Promise<void>;
}

interface Round {
  gameId: number;
  roundId: number;
  roundNo: number;
  /** the round takes bets now */
  open: boolean;
}

/** What one attempt sends; a retry of the same attempt keeps its idempotency key. */
const signatureOf = (round: Round, pick: MinigamePick, stake: number) =>
  `${round.roundId}|${pick.marketKey}|${pick.pickKey}@${pick.price}|${stake}`;

const pickText = (pick: MinigamePick) =>
  `${pick.marketNameKorean} ${pick.pickNameKorean} @${formatOddsNow(pick.price)}`;

/**
 * Placing the single minigame bet, as the sports cart places its slip: a guest is asked to log in;
 * problems are named before anything is sent; a price refused as changed (409) is fetched anew and
 * waits for the member's acceptance; a placed bet clears the pick and its stake and refreshes the balance and the
 * bets.
 */
export function usePlaceMinigameBet({
  round,
  setting,
  loggedIn,
  balance,
}: {
  round: Round;
  setting: MinigameSetting;
  loggedIn: boolean;
  balance: number | null;
}): PlaceControl {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  const onPriceRefused = async (pick: MinigamePick, message: string) => {
    const board = await queryClient.fetchQuery(boardQuery(round.gameId));
    repriceFromBoard(round.gameId, board.markets, true);
    const now = currentSlip(round.gameId).pick;
    if (!now) await showAlert(koMinigames.pickGone);
    // The same price again: the refusal was about something else (the round closed); say it.
    else if (now.price === pick.price) await showAlert(message);
  };

  /** Sends the pick and tells the member what became of it; never rejects, so `placing` spans it all. */
  const send = async ({ pick, stake, key }: { pick: MinigamePick; stake: number; key: string }) => {
    try {
      const bet = await placeMinigameBet({
        idempotencyKey: key,
        gameId: round.gameId,
        roundId: round.roundId,
        marketKey: pick.marketKey,
        pickKey: pick.pickKey,
        price: pick.price,
        stake,
      });
      attempt.current = null;
      clearPlacedBet(round.gameId);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      // Told, not asked (issue 29): a toast needs no tap, the member can bet the next round at once.
      showToast({
        key: `bet-${bet.id}`,
        tone: 'good',
        title: koMinigames.done,
        detail: koBetSlip.placed(bet.id, formatNumber(bet.stake)),
      });
    } catch (error) {
      const refused = priceChangedMessage(error);
      if (refused !== null) {
        await onPriceRefused(pick, refused).catch(() => showAlert(refused));
        return;
      }
      if (!endsSession(error)) await showAlert(userFacingMessage(error));
    }
  };
  const placement = useMutation({ mutationFn: send });

  const submit = async (askFirst: boolean) => {
    if (!loggedIn) {
      await showAlert(koSession.loginRequired);
      openAuthDialog('login');
      return;
    }
    const { pick, stake } = currentSlip(round.gameId);
    if (!round.open) {
      await showAlert(koMinigames.bettingClosed);
      return;
    }
    const [problem] = betProblems(pick, stake, setting, balance);
    if (problem !== undefined || !pick) {
      await showAlert(problem ?? koMinigames.noPick);
      return;
    }
    if (askFirst) {
      const { payout } = expectedPayout(stake, pick.price, setting.maxPayout);
      const roundName = koMinigames.roundNo(formatNumber(round.roundNo));
      const asked = koMinigames.confirm(roundName, pickText(pick), formatNumber(stake), formatNumber(payout));
      if (!(await showConfirm(asked))) return;
    }

    const signature = signatureOf(round, pick, stake);
    if (attempt.current?.signature !== signature) attempt.current = { key: newAttemptKey(), signature };
    await placement.mutateAsync({ pick, stake, key: attempt.current.key });
  };

  return { placing: placement.isPending, place: () => submit(true), acceptNewPrice: () => submit(false) };
}
