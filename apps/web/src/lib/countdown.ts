/**
 * Counting down from what the server says (DESIGN.md "Time"): the server answers how many seconds
 * are left; the page counts from that figure with its own monotonic timer (performance.now(), which
 * does not jump when the machine's clock is set) and never compares its wall clock with the
 * server's instants, which may disagree by any amount.
 */
import { useEffect, useState } from 'react';

const TICK_MS = 250;

/** Whole seconds gone since the server's figure arrived; a timer running backwards counts as none. */
export const elapsedSeconds = (heardAt: number, now: number): number => Math.max(0, Math.floor((now - heardAt) / 1000));

/** 42 → "0:42", 305 → "5:05". */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * Whole seconds since `heardAt` (performance.now() when the server's figure arrived), re-rendering
 * only when the shown second changes. Checked four times a second, so a second is never late by
 * more than a quarter of one; 0 until there is a figure.
 */
export function useElapsedSeconds(heardAt: number | undefined): number {
  const [shown, setShown] = useState<{ heardAt: number | undefined; elapsed: number }>({ heardAt, elapsed: 0 });
  useEffect(() => {
    if (heardAt === undefined) return;
    const update = () => {
      const elapsed = elapsedSeconds(heardAt, performance.now());
      setShown((before) => (before.heardAt === heardAt && before.elapsed === elapsed ? before : { heardAt, elapsed }));
    };
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [heardAt]);
  // A figure that has just arrived has had no time to run down, even before the timer has looked.
  return shown.heardAt === heardAt ? shown.elapsed : 0;
}
