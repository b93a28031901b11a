import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import type { BetRules } from '@site/contracts/api/bets';
import type { BuilderRefusalBody } from '@site/contracts/api/bet-builder';
import { formatNumber } from '@site/contracts/rules/format';

import { formatOddsNow } from '../../odds-format/exports/odds';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { showToast } from '../../../components/ui/toasts';
import { koSession } from '../../../i18n/ko';
import { koBetBuilder } from '../../../i18n/ko-bet-builder';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { endsSession, userFacingMessage } from '../../../lib/api-client';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { currentUserKey, openAuthDialog } from '../../auth/api/session';
import { builderPayout, builderStakeProblem } from './builder-figures';
import { builderPriceMovedOf, builderRefusalOf, placeBuilderBet } from './builder-calls';
import { clearPlacedBuilder, useBuilder } from './builder-store';

export interface BuilderPlacement {
  placing: boolean;
  /** the 409's new joint price, waiting for the member's acceptance; null when it is gone (`moved` still set) */
  moved: { price: number | null } | null;
  /** a refusal the placement met (the combination closed meanwhile) */
  refusal: BuilderRefusalBody | null;
  /** 베팅하기 at the price shown: asks for confirmation first */
  place: (price: number) => Promise<void>;
  /** 변경된 배당으로 베팅: the member saw the new price and takes it */
  acceptMoved: () => Promise<void>;
}

/**
 * Placing the builder slip (POST /bets/builder) at the joint price the member saw. A guest is asked to
 * log in; a stake outside the level's limits is named before anything is sent; a moved price (409) waits
 * for the member's acceptance; a placed bet empties the slip, refreshes the balance and the history and
 * is told in a toast like the cart's. A retry of the same attempt keeps its idempotency key.
 */
export function usePlaceBuilderBet({
  loggedIn,
  rules,
  balance,
}: {
  loggedIn: boolean;
  rules: BetRules | null;
  balance: number | null;
}): BuilderPlacement {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  const [moved, setMoved] = useState<{ price: number | null } | null>(null);
  const [refusal, setRefusal] = useState<BuilderRefusalBody | null>(null);

  const send = async (price: number) => {
    const { fixtureId, picks, stake } = useBuilder.getState();
    if (fixtureId === null) return;
    const selectionIds = picks.map((p) => p.selectionId);
    const signature = `${fixtureId}|${selectionIds.join(',')}|${stake}|${price}`;
    if (attempt.current?.signature !== signature) attempt.current = { key: newAttemptKey(), signature };
    setMoved(null);
    setRefusal(null);
    try {
      const bet = await placeBuilderBet({ idempotencyKey: attempt.current.key, stake, fixtureId, selectionIds, price });
      attempt.current = null;
      clearPlacedBuilder();
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      showToast({
        key: `bet-${bet.id}`,
        tone: 'good',
        title: koBetBuilder.done,
        detail: `${koBetSlip.placed(bet.id, formatNumber(bet.stake))} · ${formatOddsNow(bet.totalOdds)}`,
      });
    } catch (error) {
      const priceMoved = builderPriceMovedOf(error);
      if (priceMoved) {
        setMoved({ price: priceMoved.price });
        return;
      }
      const refused = builderRefusalOf(error);
      if (refused) {
        setRefusal(refused);
        return;
      }
      if (!endsSession(error)) await showAlert(userFacingMessage(error));
    }
  };
  const placement = useMutation({ mutationFn: send });

  const submit = async (price: number, askFirst: boolean) => {
    if (!loggedIn) {
      await showAlert(koSession.loginRequired);
      openAuthDialog('login');
      return;
    }
    const { stake } = useBuilder.getState();
    const problem = builderStakeProblem(stake, rules, balance);
    if (problem) {
      await showAlert(problem);
      return;
    }
    if (
      askFirst &&
      !(await showConfirm(
        koBetBuilder.confirm(
          formatNumber(stake),
          formatOddsNow(price),
          formatNumber(builderPayout(stake, price, rules)),
        ),
      ))
    )
      return;
    await placement.mutateAsync(price);
  };

  return {
    placing: placement.isPending,
    moved,
    refusal,
    place: (price) => submit(price, true),
    acceptMoved: async () => {
      if (moved?.price) await submit(moved.price, false);
    },
  };
}
