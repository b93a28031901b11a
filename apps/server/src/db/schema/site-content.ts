import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { POPUP_WIDTH_PX } from '@site/contracts/constants';

export const popups = pgTable('popups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** sanitized HTML */
  contents: text('contents').notNull(),
  width: integer('width').notNull().default(POPUP_WIDTH_PX),
  pcLeftLocation: integer('pc_left_location').notNull().default(0),
  pcTopLocation: integer('pc_top_location').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  /** false hides it from the site without deleting it */
  popupFlg: boolean('popup_flg').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PopupRow = typeof popups.$inferSelect;

export const NEWS_LINK_ROW_ID = 1;

export const newsLink = pgTable(
  'news_link',
  {
    id: integer('id').primaryKey().default(NEWS_LINK_ROW_ID),
    /** sanitized HTML scrolling in the marquee */
    contents: text('contents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One marquee text for the whole site, like site_settings.
  (table) => [check('news_link_single_row', sql`${table.id} = 1`)],
);

export const messengerItems = pgTable('messenger_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** file name under apps/server/assets/messenger, served at /api/file/download/{imgPath} */
  imgPath: text('img_path').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
});
