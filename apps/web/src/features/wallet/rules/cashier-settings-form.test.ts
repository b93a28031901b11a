import { describe, expect, it } from 'vitest';

import { cashierSettings } from '../../../test/console/cashier-fixtures';
import { cashierSettingsBody, draftFromCashierSettings, minuteToTime, timeToMinute } from './cashier-settings-form';

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
    expect(draft.numbers.depositMax).toBe('10,000,000');
    expect(draft.numbers.tetherFeeBp).toBe('100');
    expect(draft.closedFrom).toBe('23:30');
    expect(cashierSettingsBody(draft, saved)).toEqual({ ok: true, value: saved });
  });

  it('keeps the weights of game types the form does not show', () => {
    const saved = cashierSettings({ rollingWeights: { '1': 100, '2': 100, '3': 100, '4': 100, '5': 100, '9': 20 } });
    const result = cashierSettingsBody(draftFromCashierSettings(saved), saved);
    expect(result.ok && result.value.rollingWeights['9']).toBe(20);
  });

  it('names each wrong field in Korean, a rolling weight by its game type', () => {
    const saved = cashierSettings();
    const draft = draftFromCashierSettings(saved);
    const result = cashierSettingsBody(
      {
        ...draft,
        numbers: { ...draft.numbers, depositUnit: '0', withdrawalMin: '' },
        rollingWeights: { ...draft.rollingWeights, '2': '150', '5': '50%' },
        closedUntil: '25:00',
      },
      saved,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        depositUnit: '충전 단위는 1원 이상이어야 합니다.',
        withdrawalMin: '최소 환전금액을(를) 입력해주세요.',
        'rollingWeights.2': '롤링 반영률은(는) 100 이하로 입력해주세요.',
        'rollingWeights.5': '숫자로 입력해주세요.',
        closedUntilMinute: '시간은 HH:mm 형식(00:00~23:59)으로 입력해주세요.',
      },
    });
  });
});
