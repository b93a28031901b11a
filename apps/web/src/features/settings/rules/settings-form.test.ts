import { describe, expect, it } from 'vitest';

import type { SiteSettings } from '@site/contracts/api/settings';

import { draftFromSettings, settingsSave } from './settings-form';

const saved: SiteSettings = {
  siteNoticeFlg: false,
  autoLogoutMin: 60,
  joinStartEndFlg: false,
  tetherMaintenanceFlag: 0,
};

describe('settingsSave', () => {
  it('sends only the settings the operator changed', () => {
    const draft = { ...draftFromSettings(saved), autoLogoutMin: '30', tetherMaintenance: true };
    expect(settingsSave(saved, draft)).toEqual({
      ok: true,
      update: { autoLogoutMin: 30, tetherMaintenanceFlag: 1 },
      turnsMaintenanceOn: false,
    });
  });

  it('marks turning maintenance on, which needs the operator to confirm', () => {
    const result = settingsSave(saved, { ...draftFromSettings(saved), siteNoticeFlg: true });
    expect(result).toEqual({ ok: true, update: { siteNoticeFlg: true }, turnsMaintenanceOn: true });
  });

  it('does not ask again when maintenance is turned off', () => {
    const on = { ...saved, siteNoticeFlg: true };
    const result = settingsSave(on, { ...draftFromSettings(on), siteNoticeFlg: false });
    expect(result).toEqual({ ok: true, update: { siteNoticeFlg: false }, turnsMaintenanceOn: false });
  });

  it('says when nothing changed', () => {
    expect(settingsSave(saved, draftFromSettings(saved))).toEqual({ ok: false, error: '변경된 내용이 없습니다.' });
    expect(settingsSave(saved, { ...draftFromSettings(saved), autoLogoutMin: ' 60 ' }).ok).toBe(false);
  });

  it('refuses minutes outside 1 to 1440 or not whole', () => {
    for (const minutes of ['0', '1441', '', '1.5', 'abc', '-5']) {
      expect(settingsSave(saved, { ...draftFromSettings(saved), autoLogoutMin: minutes })).toEqual({
        ok: false,
        error: '자동 로그아웃 시간은 1~1440 사이의 분 단위 숫자로 입력해주세요.',
      });
    }
    expect(settingsSave(saved, { ...draftFromSettings(saved), autoLogoutMin: '1440' }).ok).toBe(true);
  });
});

describe('draftFromSettings', () => {
  it('shows tether maintenance 1 as a switch that is on', () => {
    expect(draftFromSettings({ ...saved, tetherMaintenanceFlag: 1 }).tetherMaintenance).toBe(true);
    expect(draftFromSettings(saved).autoLogoutMin).toBe('60');
  });
});
