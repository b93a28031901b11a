/**
 * A spin as SPEC.md §4 orders it: the server's answer is awaited, then the coupon counts are
 * refetched, then the wheel turns for 2 s and lands on the server's result, which shows; 1 s later
 * the alert says what was won. A click while a spin runs (on any wheel) says '룰렛을 돌리고 있습니다.'.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  roulettePrizes,
  rouletteErrors,
  rouletteResultMessage,
  type RouletteWheel,
} from '@site/contracts/api/roulette-codes';

import { showAlert } from '../../../components/ui/alert';
import { endsSession, userFacingMessage } from '../../../lib/api-client';
import { currentUserKey } from '../../auth/api/session';
import { couponBoxKey } from '../../coupons/exports/coupon-box-key';
import { rouletteCountsQuery, spinRoulette } from '../api/roulette';
import { setRouletteSpinning, useRouletteDialog } from '../roulette-store';
import { landingRotation, SPIN_MS } from './roulette-wheel';

/** SPEC.md §9: the alert comes 1 s after the wheel stops. */
export const ALERT_DELAY_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useRouletteSpin(memberId: number, wheel: RouletteWheel) {
  const queryClient = useQueryClient();
  const [rotation, setRotation] = useState(0);
  const [landed, setLanded] = useState<number | null>(null);

  const spin = async () => {
    if (useRouletteDialog.getState().spinning) return showAlert(rouletteErrors.spinning);
    setRouletteSpinning(true);
    try {
      let result: number;
      try {
        result = await spinRoulette(memberId, wheel);
      } catch (error) {
        if (!endsSession(error)) await showAlert(userFacingMessage(error) || rouletteErrors.failed);
        return;
      }
      await queryClient.refetchQueries({ queryKey: rouletteCountsQuery(memberId).queryKey });
      // A spin spent a coupon and may have won a voucher: the coupon box shows both.
      void queryClient.invalidateQueries({ queryKey: couponBoxKey });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      setLanded(null);
      setRotation((current) =>
        landingRotation(current, roulettePrizes[wheel].indexOf(result), roulettePrizes[wheel].length),
      );
      await wait(SPIN_MS);
      setLanded(result);
      await wait(ALERT_DELAY_MS);
      await showAlert(rouletteResultMessage(result));
    } finally {
      setRouletteSpinning(false);
    }
  };

  return { rotation, landed, spin };
}
