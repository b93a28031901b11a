import { describe, expect, it } from 'vitest';

import { depositInfoSchema } from '@site/contracts/api/cashier';

import { bonusAmount, defaultBonusKind } from './bonus';

const bonus = depositInfoSchema.shape.bonus.parse({
  firstPct: 10,
  everyPct: 5,
  cap: 200_000,
  currency: 'money',
  firstAvailable: true,
});

describe('deposit bonus', () => {
  it('comes to the chosen percentage, no more than the cap', () => {
    expect(bonusAmount(300_000, 'first', bonus)).toBe(30_000);
    expect(bonusAmount(300_000, 'every', bonus)).toBe(15_000);
    expect(bonusAmount(5_000_000, 'first', bonus)).toBe(200_000);
    expect(bonusAmount(300_000, 'none', bonus)).toBe(0);
  });

  it('opens on the first-deposit bonus only while it is on offer', () => {
    expect(defaultBonusKind(bonus)).toBe('first');
    expect(defaultBonusKind({ ...bonus, firstAvailable: false })).toBe('every');
    expect(defaultBonusKind({ ...bonus, firstAvailable: false, everyPct: 0 })).toBe('none');
  });
});
