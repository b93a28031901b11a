import { describe, expect, it } from 'vitest';

import type { SportsSettings } from '@site/contracts/api/admin-sportsbook';

import { checkDraft } from '../../../lib/form/form-rules';
import {
  closesBetting,
  comboName,
  draftFromSportsSettings,
  sportsSettingsRules,
  withBonusRow,
  withCombo,
  type SportsSettingsDraft,
} from './sports-settings-form';

const saved: SportsSettings = {
  bettingOpen: true,
  bonusOdds: [
    { minPicks: 3, odds: 1.03 },
    { minPicks: 5, odds: 1.05 },
  ],
  forbiddenCombos: [['winDrawLose', 'handicap']],
  singlesAllowed: true,
  cancelCutoffMinutes: 10,
  cancelWindowMinutes: 5,
  oddsMoveLimitPercent: 10,
};

const rules = sportsSettingsRules(saved);
const sportsSettingsSave = (settings: SportsSettings, draft: SportsSettingsDraft) =>
  checkDraft(settings === saved ? rules : sportsSettingsRules(settings), draft);

const draftWith = (patch: Partial<SportsSettingsDraft>): SportsSettingsDraft => ({
  ...draftFromSportsSettings(saved),
  ...patch,
});

describe('sportsSettingsRules', () => {
  it('sends only what the operator changed', () => {
    expect(sportsSettingsSave(saved, draftWith({ cancelWindowMinutes: '30' }))).toEqual({
      ok: true,
      value: { cancelWindowMinutes: 30 },
    });
    // 단폴 turned off is a change of its own, without asking.
    const noSingles = sportsSettingsSave(saved, draftWith({ singlesAllowed: false }));
    expect(noSingles).toEqual({ ok: true, value: { singlesAllowed: false } });
    expect(noSingles.ok && closesBetting(noSingles.value)).toBe(false);
  });

  it('marks closing betting, which the operator confirms first, but not opening it', () => {
    const closing = sportsSettingsSave(saved, draftWith({ bettingOpen: false }));
    expect(closing).toEqual({ ok: true, value: { bettingOpen: false } });
    expect(closing.ok && closesBetting(closing.value)).toBe(true);
    const closed = { ...saved, bettingOpen: false };
    const reopened = sportsSettingsSave(closed, { ...draftFromSportsSettings(closed), bettingOpen: true });
    expect(reopened).toEqual({ ok: true, value: { bettingOpen: true } });
    expect(reopened.ok && closesBetting(reopened.value)).toBe(false);
  });

  it('sends nothing when nothing changed, also when rows are only typed differently or reordered', () => {
    const draft = draftFromSportsSettings(saved);
    const noChanges = { ok: true, value: {} };
    expect(sportsSettingsSave(saved, draft)).toEqual(noChanges);
    const [first, second] = draft.bonusOdds;
    if (!first || !second) throw new Error('two bonus rows expected');
    const retyped = draftWith({
      bonusOdds: [{ ...second, odds: '1.050' }, first],
      forbiddenCombos: [['handicap', 'winDrawLose']],
      cancelCutoffMinutes: ' 10 ',
    });
    expect(sportsSettingsSave(saved, retyped)).toEqual(noChanges);
  });

  it('sends the whole bonus list, sorted by picks, when a row is added', () => {
    const draft = draftFromSportsSettings(saved);
    const rows = withBonusRow(draft.bonusOdds);
    const added = rows.map((row, index) => (index === 2 ? { ...row, odds: '1.1' } : row));
    expect(added.map((row) => row.minPicks)).toEqual(['3', '5', '6']);
    // Typed out of order: the server gets them in order of picks.
    expect(sportsSettingsSave(saved, { ...draft, bonusOdds: [...added].reverse() })).toEqual({
      ok: true,
      value: {
        bonusOdds: [
          { minPicks: 3, odds: 1.03 },
          { minPicks: 5, odds: 1.05 },
          { minPicks: 6, odds: 1.1 },
        ],
      },
    });
  });

  it('sends an empty list when every bonus or pair is removed', () => {
    expect(sportsSettingsSave(saved, draftWith({ bonusOdds: [], forbiddenCombos: [] }))).toEqual({
      ok: true,
      value: { bonusOdds: [], forbiddenCombos: [] },
    });
  });

  it('sends the bound on moved prices taken by themselves, and refuses one outside 0 to 50 %', () => {
    expect(sportsSettingsSave(saved, draftWith({ oddsMoveLimitPercent: '5' }))).toEqual({
      ok: true,
      value: { oddsMoveLimitPercent: 5 },
    });
    for (const percent of ['', '-1', '51', '2.5']) {
      expect(sportsSettingsSave(saved, draftWith({ oddsMoveLimitPercent: percent }))).toEqual({
        ok: false,
        errors: { oddsMoveLimitPercent: '0~50 사이의 정수(%)로 입력해주세요.' },
      });
    }
  });

  it('refuses minutes outside 0 to 1440 or not whole', () => {
    for (const minutes of ['', '-1', '1441', '2.5', '십']) {
      const result = sportsSettingsSave(saved, draftWith({ cancelCutoffMinutes: minutes }));
      expect(result).toEqual({
        ok: false,
        errors: { cancelCutoffMinutes: '0~1440 사이의 분 단위 숫자로 입력해주세요.' },
      });
    }
    expect(sportsSettingsSave(saved, draftWith({ cancelWindowMinutes: '0' })).ok).toBe(true);
  });

  it("names what is wrong with the bonus rows in the contract's words", () => {
    const bonus = (minPicks: string, odds: string) => [{ key: 0, minPicks, odds }];
    const errorOf = (draft: SportsSettingsDraft) => {
      const result = sportsSettingsSave(saved, draft);
      return result.ok ? null : result.errors.bonusOdds;
    };
    expect(errorOf(draftWith({ bonusOdds: bonus('1', '1.1') }))).toBe('보너스 배당은 2폴더 이상부터 줄 수 있습니다.');
    expect(errorOf(draftWith({ bonusOdds: bonus('3', '2.5') }))).toBe('보너스 배당은 2 이하로 입력해주세요.');
    expect(errorOf(draftWith({ bonusOdds: bonus('3', '1.055') }))).toBe(
      '보너스 배당은 소수점 둘째 자리까지 입력해주세요.',
    );
    expect(errorOf(draftWith({ bonusOdds: [...bonus('3', '1.1'), { key: 1, minPicks: '3', odds: '1.2' }] }))).toBe(
      '같은 폴더 수의 보너스 배당이 두 번 있습니다.',
    );
    expect(errorOf(draftWith({ bonusOdds: bonus('3', '') }))).toBe('폴더 수는 2~50, 배당은 1~2 사이로 입력해주세요.');
  });
});

describe('withCombo', () => {
  it('adds a new pair and refuses one that is there in either order', () => {
    expect(withCombo(saved.forbiddenCombos, ['overUnder', 'overUnder'])).toEqual({
      ok: true,
      combos: [
        ['winDrawLose', 'handicap'],
        ['overUnder', 'overUnder'],
      ],
    });
    expect(withCombo(saved.forbiddenCombos, ['handicap', 'winDrawLose'])).toEqual({
      ok: false,
      error: '이미 있는 조합입니다.',
    });
  });

  it('names a pair with the Korean family names', () => {
    expect(comboName(['winDrawLose', 'handicap'])).toBe('승무패 + 핸디캡');
    expect(comboName(['winLose', 'other'])).toBe('승패 + 기타');
  });
});

describe('withBonusRow', () => {
  it('starts at two picks when there is no row, and gives each row its own key', () => {
    const first = withBonusRow([]);
    expect(first).toEqual([{ key: 0, minPicks: '2', odds: '' }]);
    const second = withBonusRow(first);
    expect(second[1]).toEqual({ key: 1, minPicks: '3', odds: '' });
  });
});
