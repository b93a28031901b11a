import type { SiteSettings } from '@site/contracts/api/settings';

import { koAdmin } from '../../../i18n/ko-admin';
import { parseWholeNumber } from '../../../components/console/field-errors';

/** What the settings form holds: switches as booleans, the minutes as typed. */
export interface SettingsDraft {
  siteNoticeFlg: boolean;
  autoLogoutMin: string;
  joinStartEndFlg: boolean;
  tetherMaintenance: boolean;
}

export type SettingsUpdate = Partial<SiteSettings>;

export type SettingsSave =
  { ok: true; update: SettingsUpdate; turnsMaintenanceOn: boolean } | { ok: false; error: string };

export const draftFromSettings = (settings: SiteSettings): SettingsDraft => ({
  siteNoticeFlg: settings.siteNoticeFlg,
  autoLogoutMin: String(settings.autoLogoutMin),
  joinStartEndFlg: settings.joinStartEndFlg,
  tetherMaintenance: settings.tetherMaintenanceFlag === 1,
});

export const isValidAutoLogout = (text: string): boolean => {
  const minutes = parseWholeNumber(text);
  return minutes !== undefined && minutes >= 1 && minutes <= 1440;
};

/**
 * The PUT body for what the operator changed, and nothing else: a save never overwrites a setting
 * the operator did not touch (another operator may have changed it meanwhile).
 */
export function settingsSave(saved: SiteSettings, draft: SettingsDraft): SettingsSave {
  if (!isValidAutoLogout(draft.autoLogoutMin)) return { ok: false, error: koAdmin.settings.autoLogoutInvalid };
  const wanted: SiteSettings = {
    siteNoticeFlg: draft.siteNoticeFlg,
    autoLogoutMin: Number(draft.autoLogoutMin.trim()),
    joinStartEndFlg: draft.joinStartEndFlg,
    tetherMaintenanceFlag: draft.tetherMaintenance ? 1 : 0,
  };
  const update: SettingsUpdate = {};
  if (wanted.siteNoticeFlg !== saved.siteNoticeFlg) update.siteNoticeFlg = wanted.siteNoticeFlg;
  if (wanted.autoLogoutMin !== saved.autoLogoutMin) update.autoLogoutMin = wanted.autoLogoutMin;
  if (wanted.joinStartEndFlg !== saved.joinStartEndFlg) update.joinStartEndFlg = wanted.joinStartEndFlg;
  if (wanted.tetherMaintenanceFlag !== saved.tetherMaintenanceFlag) {
    update.tetherMaintenanceFlag = wanted.tetherMaintenanceFlag;
  }
  if (Object.keys(update).length === 0) return { ok: false, error: koAdmin.common.noChanges };
  return { ok: true, update, turnsMaintenanceOn: update.siteNoticeFlg === true };
}
