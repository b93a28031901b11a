import { siteSettingsSchema, type SiteSettings } from '@site/contracts/api/settings';

import { koAdmin } from '../../../i18n/ko-admin';
import { formRules } from '../../../lib/form/form-rules';
import { parseWholeNumber } from '../../../lib/form/typed-numbers';

/** What the settings form holds: switches as booleans, the minutes as typed (a type: drafts are records). */
export type SettingsDraft = {
  siteNoticeFlg: boolean;
  autoLogoutMin: string;
  joinStartEndFlg: boolean;
  tetherMaintenance: boolean;
  verificationBeforeDeposit: boolean;
};

export type SettingsUpdate = Partial<SiteSettings>;

export const draftFromSettings = (settings: SiteSettings): SettingsDraft => ({
  siteNoticeFlg: settings.siteNoticeFlg,
  autoLogoutMin: String(settings.autoLogoutMin),
  joinStartEndFlg: settings.joinStartEndFlg,
  tetherMaintenance: settings.tetherMaintenanceFlag === 1,
  verificationBeforeDeposit: settings.verificationBeforeDeposit,
});

/** The settings the form wants stored, checked by the contract the server saves them with. */
export const settingsRules = formRules({
  schema: siteSettingsSchema,
  toInput: (draft: SettingsDraft) => ({
    siteNoticeFlg: draft.siteNoticeFlg,
    autoLogoutMin: parseWholeNumber(draft.autoLogoutMin),
    joinStartEndFlg: draft.joinStartEndFlg,
    tetherMaintenanceFlag: draft.tetherMaintenance ? 1 : 0,
    verificationBeforeDeposit: draft.verificationBeforeDeposit,
  }),
  fallback: { autoLogoutMin: koAdmin.settings.autoLogoutInvalid },
});

export interface SettingsChange {
  update: SettingsUpdate;
  /** Turning the site's maintenance on logs every member out, so the operator confirms it first. */
  turnsMaintenanceOn: boolean;
}

/**
 * The PUT body for what the operator changed, and nothing else (null when nothing did): a save
 * never overwrites a setting the operator did not touch (another operator may have changed it meanwhile).
 */
export function settingsChange(saved: SiteSettings, wanted: SiteSettings): SettingsChange | null {
  const update: SettingsUpdate = {};
  if (wanted.siteNoticeFlg !== saved.siteNoticeFlg) update.siteNoticeFlg = wanted.siteNoticeFlg;
  if (wanted.autoLogoutMin !== saved.autoLogoutMin) update.autoLogoutMin = wanted.autoLogoutMin;
  if (wanted.joinStartEndFlg !== saved.joinStartEndFlg) update.joinStartEndFlg = wanted.joinStartEndFlg;
  if (wanted.tetherMaintenanceFlag !== saved.tetherMaintenanceFlag) {
    update.tetherMaintenanceFlag = wanted.tetherMaintenanceFlag;
  }
  if (wanted.verificationBeforeDeposit !== saved.verificationBeforeDeposit) {
    update.verificationBeforeDeposit = wanted.verificationBeforeDeposit;
  }
  if (Object.keys(update).length === 0) return null;
  return { update, turnsMaintenanceOn: update.siteNoticeFlg === true };
}
