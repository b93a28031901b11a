import { describe, expect, it } from 'vitest';

import { checkDraft } from '../../../lib/form/form-rules';
import { bpToPercent, percentToBp, settingsDraft, settingsRules } from './rates-form';

const rates = { sports: 50, live: 50, mini: 30, virtual: 30, casino: 20, slot: 20 };

describe('rates typed as percent', () => {
  it('reads two decimals as basis points and shows basis points as percent', () => {
    expect(percentToBp('0.5')).toBe(50);
    expect(percentToBp('1.25')).toBe(125);
    expect(percentToBp('0.125')).toBeNaN();
    expect(percentToBp('')).toBeUndefined();
    expect(bpToPercent(5)).toBe('0.05');
  });

  it('sends the settings in basis points, null for no approval, and says a rate above 10% is too high', () => {
    const draft = {
      ...settingsDraft({
        minSettlement: 10_000,
        approvalAbove: null,
        referralRates: rates,
        partnerMasksMemberIds: true,
      }),
    };
    expect(draft.referralRates.sports).toBe('0.50');
    expect(checkDraft(settingsRules, draft)).toEqual({
      ok: true,
      value: { minSettlement: 10_000, approvalAbove: null, referralRates: rates, partnerMasksMemberIds: true },
    });
    const tooHigh = { ...draft, referralRates: { ...draft.referralRates, casino: '12' } };
    expect(checkDraft(settingsRules, tooHigh)).toMatchObject({ ok: false });
  });
});
