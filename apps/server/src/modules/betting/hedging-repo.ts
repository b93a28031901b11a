import { DEFAULT_HEDGING_RULES, type HedgingProduct, type HedgingRules } from '@site/contracts/api/hedging';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { HEDGING_RULES_ROW_ID, hedgingRules } from '../../db/schema/hedging';

/**
 * One product's 양방 switch as SQL text for a hot statement to read in its own round trip: true while
 * the operator never saved the rules (no row), as the default is on. The product is one of three
 * fixed names, never a value from outside.
 */
export const hedgingSwitchSql = (product: HedgingProduct): string =>
  `coalesce((select h.${product} from hedging_rules h where h.id = ${HEDGING_RULES_ROW_ID}), true)`;

export async function loadHedgingRules(db: Database): Promise<HedgingRules> {
  const [row] = await db.select().from(hedgingRules);
  return row ? { sports: row.sports, casino: row.casino, minigame: row.minigame } : DEFAULT_HEDGING_RULES;
}

/** Writes the switches sent, the others as they were (or their defaults); answers all three as stored. */
export async function saveHedgingRules(
  db: Database,
  clock: Clock,
  patch: Partial<HedgingRules>,
): Promise<HedgingRules> {
  const updatedAt = clock.now();
  const [row] = await db
    .insert(hedgingRules)
    .values({ ...DEFAULT_HEDGING_RULES, ...patch, id: HEDGING_RULES_ROW_ID, updatedAt })
    .onConflictDoUpdate({ target: hedgingRules.id, set: { ...patch, updatedAt } })
    .returning();
  if (!row) throw new Error('upsert into hedging_rules returned no row');
  return { sports: row.sports, casino: row.casino, minigame: row.minigame };
}
