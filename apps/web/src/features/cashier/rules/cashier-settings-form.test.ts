import { describe, expect, it } from 'vitest';

import { cashierSettings } from '../../../test/console/cashier-fixtures';
import { checkDraft } from '../../../lib/form/form-rules';
import { cashierSettingsRules, draftFromCashierSettings, minuteToTime, timeToMinute } from './cashier-settings-form';

describe('the cashier settings form', () => {
  it('turns the closed hours into minutes of the Seoul day and back; empty means always open', () => {
    expect(timeToMinute('23:30')).toBe(1_410);
    expect(timeToMinute('00:00')).toBe(0);
    expect(timeToMinute('')).toBeNull();
    expect(timeToMinute('24:00')).toBeNaN();
    expect(timeToMinute('7시')).toBeNaN();
    expect(minuteToTime(1_410)).toBe('23:30');
    expect(minuteToTime(5)).toBe('00:05');
    expect(minuteToTime(null)).toBe('');
  });

  it('shows stored amounts with separators and reads them back as whole won', () => {
    const saved = cashierSettings({ closedFromMinute: 1_410, closedUntilMinute: 30 });
    const draft = draftFromCashierSettings(saved);
    expect(draft.depositMax).toBe('10,000,000');
    expect(draft.tetherFeeBp).toBe('100');
    expect(draft.closedFromMinute).toBe('23:30');
    expect(checkDraft(cashierSettingsRules(saved), draft)).toEqual({ ok: true, value: saved });
  });

  it('keeps the weights of game types the form does not show', () => {
    const saved = cashierSettings({ rollingWeights: { '1': 100, '2': 100, '3': 100, '4': 100, '5': 100, '9': 20 } });
    const result = checkDraft(cashierSettingsRules(saved), draftFromCashierSettings(saved));
    expect(result.ok && result.value.rollingWeights['9']).toBe(20);
  });

  it('names each wrong field in Korean, a rolling weight by its game type', () => {
    const saved = cashierSettings();
    const draft = draftFromCashierSettings(saved);
    const rules = cashierSettingsRules(saved);
    const wrong = {
      ...draft,
      depositUnit: '0',
      withdrawalMin: '',
      withdrawalMax: '3만',
      rollingWeights: { ...draft.rollingWeights, '2': '150', '5': '50%' },
      closedUntilMinute: '25:00',
    };
    expect(checkDraft(rules, wrong)).toEqual({
      ok: false,
      errors: {
        depositUnit: '충전 단위는 1원 이상이어야 합니다.',
        withdrawalMin: '최소 환전금액을 입력해주세요.',
        withdrawalMax: '숫자로 입력해주세요.',
        rollingWeights: '롤링 반영률은 100 이하로 입력해주세요.',
        closedUntilMinute: '시간은 HH:mm 형식(00:00~23:59)으로 입력해주세요.',
      },
    });
    // The form shows each weight's message under its game type's field (react-hook-form's paths).
    const weights = rules.schema
      .safeParse(rules.toInput?.(wrong))
      .error?.issues.filter(({ path }) => path[0] === 'rollingWeights')
      .map(({ path, message }) => [path.join('.'), message]);
    expect(weights).toEqual([
      ['rollingWeights.2', '롤링 반영률은 100 이하로 입력해주세요.'],
      ['rollingWeights.5', '숫자로 입력해주세요.'],
    ]);
  });
});
