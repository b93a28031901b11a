import { useEffect, useState } from 'react';

import { countdownOf, type Countdown, type RoundClock } from './round-clock';

const TICK_MS = 250;

const sameCountdown = (a: Countdown, b: Countdown) =>
  a.secondsToClose === b.secondsToClose && a.secondsToDraw === b.secondsToDraw && a.phase === b.phase;

/**
 * The round's countdown, re-rendering only when a shown second or the phase changes. Checked four
 * times a second so a second is never shown late by more than a quarter; performance.now() is the
 * page's own monotonic clock (it does not jump when the machine's clock is set).
 */
export function useCountdown(clock: RoundClock | undefined): Countdown | null {
  const [countdown, setCountdown] = useState<Countdown | null>(() =>
    clock ? countdownOf(clock, performance.now()) : null,
  );

  useEffect(() => {
    if (!clock) return;
    const update = () =>
      setCountdown((shown) => {
        const now = countdownOf(clock, performance.now());
        return shown && sameCountdown(shown, now) ? shown : now;
      });
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);

  return clock ? countdown : null;
}
