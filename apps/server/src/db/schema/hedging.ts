import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const HEDGING_RULES_ROW_ID = 1;

/**
 * The operator's 양방 switches, one per product (docs/decisions/051): true refuses a bet on the other
 * side of a market (or a casino round's main bet) the member already holds. One row, like
 * site_settings; while it is missing every switch is on (the readers coalesce to true).
 */
export const hedgingRules = pgTable(
  'hedging_rules',
  {
    id: integer('id').primaryKey().default(HEDGING_RULES_ROW_ID),
    sports: boolean('sports').notNull().default(true),
    casino: boolean('casino').notNull().default(true),
    minigame: boolean('minigame').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('hedging_rules_single_row', sql`${table.id} = 1`)],
);
export type HedgingRulesRow = typeof hedgingRules.$inferSelect;
