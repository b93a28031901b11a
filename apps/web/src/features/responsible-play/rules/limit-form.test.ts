import { describe, expect, it } from 'vitest';

import { playLimitErrors, type PlayLimits } from '@site/contracts/api/play-limits';
import { moneyLimitKinds, playLimitKinds } from '@site/contracts/responsible-play';

import { checkDraft } from '../../../lib/form/form-rules';
import { changesOf, limitDraftOf, limitFormRules, timingOf } from './limit-form';

const limits: PlayLimits = {
  now: '2026-11-29T01:00:00.000Z',
  limits: playLimitKinds.map((kind) => ({
    kind,
    value: kind === 'depositDaily' ? 100_000 : null,
    pending: null,
    usage: null,
  })),
};

describe('the limit form', () => {
  it('starts from the values in force and sends only what changed', () => {
    const draft = limitDraftOf(limits, moneyLimitKinds);
    expect(draft.depositDaily).toBe('100000');
    expect(draft.lossDaily).toBe('');
    const rules = limitFormRules(limits, moneyLimitKinds);
    expect(checkDraft(rules, { ...draft, lossDaily: '50,000' })).toEqual({ ok: true, value: { lossDaily: 50_000 } });
    expect(checkDraft(rules, { ...draft, depositDaily: '' })).toEqual({ ok: true, value: { depositDaily: null } });
  });

  it('says before saving whether a change applies now or after the cool-off', () => {
    const draft = limitDraftOf(limits, moneyLimitKinds);
    expect(timingOf(limits, 'depositDaily', draft)).toBeNull();
    expect(timingOf(limits, 'depositDaily', { ...draft, depositDaily: '80000' })).toBe('now');
    expect(timingOf(limits, 'depositDaily', { ...draft, depositDaily: '200000' })).toBe('after-cool-off');
    expect(timingOf(limits, 'depositDaily', { ...draft, depositDaily: '' })).toBe('after-cool-off');
    expect(timingOf(limits, 'stakeWeekly', { ...draft, stakeWeekly: '10000' })).toBe('now');
    expect(changesOf(limits, moneyLimitKinds, { ...draft, depositDaily: '200000', stakeWeekly: '10000' })).toEqual([
      { kind: 'depositDaily', from: 100_000, to: 200_000, timing: 'after-cool-off' },
      { kind: 'stakeWeekly', from: null, to: 10_000, timing: 'now' },
    ]);
  });

  it('refuses what the server would, in Korean, and nothing changed', () => {
    const draft = limitDraftOf(limits, moneyLimitKinds);
    const rules = limitFormRules(limits, moneyLimitKinds);
    expect(checkDraft(rules, { ...draft, lossDaily: 'abc' })).toEqual({
      ok: false,
      errors: { lossDaily: playLimitErrors.wonWhole },
    });
    expect(checkDraft(rules, { ...draft, lossDaily: '0' })).toEqual({
      ok: false,
      errors: { lossDaily: playLimitErrors.wonPositive },
    });
    const unchanged = checkDraft(rules, draft);
    expect(unchanged.ok).toBe(false);
  });
});
