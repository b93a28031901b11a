/**
 * The rules of /rule (issue 16): one row per fixed category, its title and its HTML body as the server
 * sanitized it when it was stored.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ruleCategories } from '@site/contracts/api/site-rules';

export const siteRules = pgTable('site_rules', {
  category: text('category', { enum: ruleCategories }).primaryKey(),
  title: text('title').notNull(),
  /** sanitized HTML */
  body: text('body').notNull(),
  sortOrder: integer('sort_order').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SiteRuleRow = typeof siteRules.$inferSelect;
