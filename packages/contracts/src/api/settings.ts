import { z } from 'zod';
import { auditReasonSchema } from './audit';
import { textSchema } from './fields';

/** GET setting/maintanace (spelling as SPEC.md §7 has it). */
export const maintenanceSchema = z.object({ siteNoticeFlg: z.boolean() });
/** GET setting/autoLogoutMin */
export const autoLogoutSchema = z.object({ autoLogoutMin: z.number().int().positive() });
/** GET settingSignUp */
export const signUpSettingSchema = z.object({ joinStartEndFlg: z.boolean() });

/** GET setting/messenger: contact icons; images under /api/file/download/{imgPath}. */
export const messengerItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imgPath: z.string(),
  link: z.string(),
});
export const messengerListSchema = z.array(messengerItemSchema);
export type MessengerItem = z.infer<typeof messengerItemSchema>;
/** GET file/download/:imgPath: one messenger icon, by the name the list gives. */
export const messengerIconParamsSchema = z.object({ imgPath: textSchema.min(1).max(200) });

/** GET popup */
export const popupSchema = z.object({
  id: z.number().int(),
  contents: z.string(),
  width: z.number().int(),
  pcLeftLocation: z.number().int(),
  pcTopLocation: z.number().int(),
  sort: z.number().int(),
  popupFlg: z.boolean(),
});
export const popupListSchema = z.array(popupSchema);
export type Popup = z.infer<typeof popupSchema>;

/** GET newsLink: the first item's contents scroll in the marquee. */
export const newsLinkListSchema = z.array(z.object({ contents: z.string() }));

/** The operator's site settings (SPEC.md §3 "Site setting"). */
export const siteSettingsSchema = z.object({
  siteNoticeFlg: z.boolean(),
  autoLogoutMin: z.number().int().min(1).max(1440),
  joinStartEndFlg: z.boolean(),
  tetherMaintenanceFlag: z.union([z.literal(0), z.literal(1)]),
  /** deposits wait for the member's identity verification too (withdrawals always do; docs/decisions/064) */
  verificationBeforeDeposit: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
/** The fields to change, and optionally why (kept in the operator audit trail). */
export const siteSettingsUpdateSchema = siteSettingsSchema.partial().extend(auditReasonSchema.shape);
