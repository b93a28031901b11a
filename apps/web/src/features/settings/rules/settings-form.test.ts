import { describe, expect, it } from 'vitest';

import type { SiteSettings } from '@site/contracts/api/settings';

import { checkDraft } from '../../../lib/form/form-rules';
import { draftFromSettings, settingsChange, settingsRules, type SettingsDraft } from './settings-form';

const saved: SiteSettings = {
  siteNoticeFlg: false,
  autoLogoutMin: 60,
  joinStartEndFlg: false,
  tetherMaintenanceFlag: 0,
  verificationBeforeDeposit: false,
};

/** What saving this draft does over these settings: the change it sends, or the fields' messages. */
function save(draft: SettingsDraft, over: SiteSettings = saved) {
  const checked = checkDraft(settingsRules, draft);
  return checked.ok ? settingsChange(over, checked.value) : checked.errors;
}

describe('settingsChange', () => {
  it('sends only the settings the operator changed', () => {
    const draft = { ...draftFromSettings(saved), autoLogoutMin: '30', tetherMaintenance: true };
    expect(save(draft)).toEqual({ update: { autoLogoutMin: 30, tetherMaintenanceFlag: 1 }, turnsMaintenanceOn: false });
  });

  it('marks turning maintenance on, which needs the operator to confirm', () => {
    expect(save({ ...draftFromSettings(saved), siteNoticeFlg: true })).toEqual({
      update: { siteNoticeFlg: true },
      turnsMaintenanceOn: true,
    });
  });

  it('does not ask again when maintenance is turned off', () => {
    const on = { ...saved, siteNoticeFlg: true };
    expect(save({ ...draftFromSettings(on), siteNoticeFlg: false }, on)).toEqual({
      update: { siteNoticeFlg: false },
      turnsMaintenanceOn: false,
    });
  });

  it('says when nothing changed', () => {
    expect(save(draftFromSettings(saved))).toBeNull();
    expect(save({ ...draftFromSettings(saved), autoLogoutMin: ' 60 ' })).toBeNull();
  });
});

describe('settingsRules', () => {
  it('refuses minutes outside 1 to 1440 or not whole', () => {
    for (const minutes of ['0', '1441', '', '1.5', 'abc', '-5']) {
      expect(save({ ...draftFromSettings(saved), autoLogoutMin: minutes })).toEqual({
        autoLogoutMin: '자동 로그아웃 시간은 1~1440 사이의 분 단위 숫자로 입력해주세요.',
      });
    }
    expect(save({ ...draftFromSettings(saved), autoLogoutMin: '1440' })).not.toBeNull();
  });
});

describe('draftFromSettings', () => {
  it('shows tether maintenance 1 as a switch that is on', () => {
    expect(draftFromSettings({ ...saved, tetherMaintenanceFlag: 1 }).tetherMaintenance).toBe(true);
    expect(draftFromSettings(saved).autoLogoutMin).toBe('60');
  });
});
