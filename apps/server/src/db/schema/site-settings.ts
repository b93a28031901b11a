import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

export const SITE_SETTINGS_ROW_ID = 1;
/** Minutes without a request after which a session ends (SPEC.md §4 auto-logout). */
export const DEFAULT_AUTO_LOGOUT_MIN = 60;

export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(SITE_SETTINGS_ROW_ID),
    /** true while the whole site is under maintenance */
    siteNoticeFlg: boolean('site_notice_flg').notNull().default(false),
    autoLogoutMin: integer('auto_logout_min').notNull().default(DEFAULT_AUTO_LOGOUT_MIN),
    /** true once sign-up has been closed */
    joinStartEndFlg: boolean('join_start_end_flg').notNull().default(false),
    tetherMaintenanceFlag: smallint('tether_maintenance_flag').notNull().default(0),
    /** deposits, like withdrawals, wait until the member's identity is verified (docs/decisions/064) */
    verificationBeforeDeposit: boolean('verification_before_deposit').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The site has exactly one settings row; the check makes a second one impossible rather than ignored.
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);

export type SiteSettings = typeof siteSettings.$inferSelect;
