import { asc, eq } from 'drizzle-orm';
import {
  ruleCategories,
  ruleCategoryNames,
  type RuleCategory,
  type RuleInput,
  type SiteRule,
} from '@site/contracts/api/site-rules';
import type { Database } from '../../db/client';
import { siteRules, type SiteRuleRow } from '../../db/schema/site-rules';
import { sanitizeStoredHtml } from '../../lib/safe-html';

function toRule(row: SiteRuleRow): SiteRule {
  return { category: row.category, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

/** A category no operator has written yet: its default title and an empty body. */
function blankRule(category: RuleCategory, now: Date): SiteRule {
  return { category, title: ruleCategoryNames[category], body: '', updatedAt: now.toISOString() };
}

/** Every category in the page's order; one never written shows its default title and no body. */
export async function listRules(db: Database, now: Date): Promise<SiteRule[]> {
  const rows = await db.select().from(siteRules).orderBy(asc(siteRules.sortOrder));
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  return ruleCategories.map((category) => {
    const row = byCategory.get(category);
    return row ? toRule(row) : blankRule(category, now);
  });
}

export async function ruleOf(db: Database, category: RuleCategory, now: Date): Promise<SiteRule> {
  const [row] = await db.select().from(siteRules).where(eq(siteRules.category, category));
  return row ? toRule(row) : blankRule(category, now);
}

/** Stores a category's title and body; the body is sanitized first, so what is stored is what is shown. */
export async function saveRule(db: Database, category: RuleCategory, input: RuleInput, now: Date): Promise<SiteRule> {
  const values = { title: input.title, body: sanitizeStoredHtml(input.body), updatedAt: now };
  const [row] = await db
    .insert(siteRules)
    .values({ category, sortOrder: ruleCategories.indexOf(category), ...values })
    .onConflictDoUpdate({ target: siteRules.category, set: values })
    .returning();
  if (!row) throw new Error('the rule upsert returned no row');
  return toRule(row);
}
