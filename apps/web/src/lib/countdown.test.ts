import { describe, expect, it } from 'vitest';

import { elapsedSeconds, formatCountdown } from './countdown';

describe('counting down from the server’s seconds', () => {
  it('counts whole seconds since the figure arrived, never backwards', () => {
    expect(elapsedSeconds(5_000, 5_999)).toBe(0);
    expect(elapsedSeconds(5_000, 7_250)).toBe(2);
    expect(elapsedSeconds(10_000, 9_000)).toBe(0);
  });

  it('is shown as minutes and seconds', () => {
    expect(formatCountdown(42)).toBe('0:42');
    expect(formatCountdown(305)).toBe('5:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
