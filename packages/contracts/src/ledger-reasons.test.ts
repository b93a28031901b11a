import { describe, expect, it } from 'vitest';

import { ledgerReasons, ledgerReasonSchema } from './ledger-reasons';

describe('ledger reasons', () => {
  it('lists each reason once, as the snake_case code the ledger stores', () => {
    expect(new Set(ledgerReasons).size).toBe(ledgerReasons.length);
    for (const reason of ledgerReasons) expect(reason).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('refuses a reason that is not in the list', () => {
    expect(ledgerReasonSchema.safeParse('bet_stake').success).toBe(true);
    expect(ledgerReasonSchema.safeParse('bet_stakes').success).toBe(false);
  });
});
