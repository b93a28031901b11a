import { describe, expect, it } from 'vitest';

import { checkDraft } from '../../../lib/form/form-rules';
import { boardSettingsRules, parseLevels } from './board-forms';

describe('the board settings form', () => {
  it('reads levels typed with commas', () => {
    expect(parseLevels('')).toEqual([]);
    expect(parseLevels(' 2, 5 ')).toEqual([2, 5]);
    expect(parseLevels('2, 레벨')).toBeUndefined();
  });

  it('says on the levels field why a part is not a level', () => {
    const draft = { excludedLevels: '2, 레벨', postIntervalSeconds: '60', commentIntervalSeconds: '10' };
    expect(checkDraft(boardSettingsRules, draft)).toEqual({
      ok: false,
      errors: { excludedLevels: '레벨은 1~99 사이 숫자를 쉼표로 구분해 입력해주세요.' },
    });
  });

  it('gives the contract’s numbers', () => {
    const draft = { excludedLevels: '3, 5', postIntervalSeconds: '60', commentIntervalSeconds: '0' };
    expect(checkDraft(boardSettingsRules, draft)).toEqual({
      ok: true,
      value: { excludedLevels: [3, 5], postIntervalSeconds: 60, commentIntervalSeconds: 0 },
    });
  });
});
