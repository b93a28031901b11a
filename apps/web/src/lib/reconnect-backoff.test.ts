import { describe, expect, it } from 'vitest';

import { reconnectDelay } from './reconnect-backoff';

describe('reconnectDelay', () => {
  it('waits 1 s, 2 s, 4 s … doubling, and never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
