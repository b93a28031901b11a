/**
 * The site's rules (/rule, issue 16): one page per fixed category, written by operators as HTML that the
 * server sanitizes when it is stored. Operators' calls are at the bottom.
 */
import { z } from 'zod';
import { multilineTextSchema, textSchema } from './fields';

/** The categories, in the order /rule shows them; each key is also its section's anchor (#sports …). */
export const ruleCategories = ['sports', 'minigames', 'virtuals', 'casino', 'cashier', 'promotions'] as const;
export const ruleCategorySchema = z.enum(ruleCategories);
export type RuleCategory = z.infer<typeof ruleCategorySchema>;

/** The titles a category starts with before an operator names it. */
export const ruleCategoryNames: Record<RuleCategory, string> = {
  sports: '스포츠',
  minigames: '미니게임',
  virtuals: '가상게임',
  casino: '카지노·슬롯',
  cashier: '입출금',
  promotions: '프로모션',
};

/** A body's limit in characters (about 100 KB). */
export const RULE_BODY_MAX = 100_000;

export const ruleErrors = {
  emptyTitle: '제목을 입력해주세요.',
  titleTooLong: '제목은 100자 이하로 입력해주세요.',
  bodyTooLong: '규정 내용은 100KB 이하로 입력해주세요.',
} as const;

export const siteRuleSchema = z.object({
  category: ruleCategorySchema,
  title: z.string(),
  /** sanitized HTML */
  body: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SiteRule = z.infer<typeof siteRuleSchema>;
export const siteRuleListSchema = z.array(siteRuleSchema);

export const ruleCategoryParamsSchema = z.object({ category: ruleCategorySchema });

/** What an operator saves; the body is sanitized before it is stored. */
export const ruleInputSchema = z.object({
  title: textSchema.trim().min(1, ruleErrors.emptyTitle).max(100, ruleErrors.titleTooLong),
  body: multilineTextSchema.max(RULE_BODY_MAX, ruleErrors.bodyTooLong),
});
export type RuleInput = z.infer<typeof ruleInputSchema>;
