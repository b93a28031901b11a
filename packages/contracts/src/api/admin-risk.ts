/**
 * Risk flags (issue 36): the kinds of finding the detection sweep raises, and what it keeps as evidence.
 * The console's 리스크 tab lists them; a member's page shows the member's.
 */
import { z } from 'zod';
import { multilineTextSchema } from './fields';
import { pageOf, pageQueryOf } from './lists';
import { RISK_FLAGS_PAGE_SIZE, RISK_NOTE_MAX } from './admin-risk-codes';

export { RISK_FLAGS_PAGE_SIZE, RISK_NOTE_MAX } from './admin-risk-codes';

export const riskFlagKinds = [
  /** two accounts logged in from one browser (its X-Device-Id) */
  'shared_device',
  /** two accounts logged in from one address */
  'shared_ip',
  /** two accounts withdraw to one bank account number */
  'shared_bank',
  /** two accounts signed up with one phone number */
  'shared_phone',
  /** linked accounts backed opposite sides of one market (or one casino round's main bet) */
  'hedge_across',
  /** a deposit with a bonus, little wagered, then a withdrawal asked for */
  'bonus_abuse',
  /** one bet or round paid far more than the usual */
  'big_win',
  /** a stake far above the member's usual */
  'stake_jump',
] as const;
export type RiskFlagKind = (typeof riskFlagKinds)[number];
export const riskFlagKindSchema = z.enum(riskFlagKinds);

/** One thing the sweep saw: a bet, a cashier request, a login or a ledger row, with its time and amounts. */
export const riskEvidenceItemSchema = z.object({
  /** e.g. 'bet', 'cash_request', 'login', 'ledger' */
  type: z.string(),
  /** the row's id (a bet id, a request id, ...) */
  id: z.number().int().nullable(),
  memberUserId: z.string(),
  at: z.string(),
  /** whole won, where the item has an amount */
  amount: z.number().int().nullable(),
  /** a short Korean line an analyst reads, e.g. '홈 승 2.10 · 50,000원' */
  detail: z.string(),
});
export const riskEvidenceSchema = z.object({
  /** one Korean sentence: what the sweep concluded */
  summary: z.string(),
  items: z.array(riskEvidenceItemSchema),
});
export type RiskEvidence = z.infer<typeof riskEvidenceSchema>;

/** Where a flag stands: open until an analyst resolves it with a note. */
export const riskFlagStatuses = ['open', 'resolved'] as const;
export type RiskFlagStatus = (typeof riskFlagStatuses)[number];

/** A member a flag names, as the console shows and links them (/admin?tab=members&member=<userId>). */
export const riskFlagMemberSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
});

/** One flag as the console's 리스크 플래그 tab lists it. */
export const riskFlagSchema = z.object({
  id: z.number().int(),
  kind: riskFlagKindSchema,
  member: riskFlagMemberSchema,
  /** the linked account; null when the finding is about one member */
  otherMember: riskFlagMemberSchema.nullable(),
  subject: z.string(),
  evidence: riskEvidenceSchema,
  status: z.enum(riskFlagStatuses),
  detectedAt: z.string(),
  /** who resolved it, when and why; null while open */
  resolution: z.object({ at: z.string(), byUserId: z.string(), note: z.string() }).nullable(),
});
export type RiskFlag = z.infer<typeof riskFlagSchema>;

export const riskFlagPageSchema = pageOf(riskFlagSchema);
export type RiskFlagPage = z.infer<typeof riskFlagPageSchema>;

/** GET /admin/risk/flags: newest first; open flags unless asked for the resolved ones; every kind unless one is named. */
export const riskFlagQuerySchema = pageQueryOf(RISK_FLAGS_PAGE_SIZE).extend({
  status: z.enum(riskFlagStatuses, { error: '상태는 열림 또는 해결됨으로 골라주세요.' }).default('open'),
  kind: z.enum(riskFlagKinds, { error: '플래그 종류를 목록에서 골라주세요.' }).optional(),
});
export type RiskFlagQuery = z.input<typeof riskFlagQuerySchema>;

/** What the analyst concluded about a flag, kept with it and in the audit trail. */
export const riskNoteSchema = multilineTextSchema
  .trim()
  .min(1, '해결 메모를 입력해주세요.')
  .max(RISK_NOTE_MAX, `해결 메모는 ${RISK_NOTE_MAX}자 이하로 입력해주세요.`);

/** POST /admin/risk/flags/:id/resolve. */
export const riskResolveSchema = z.object({ note: riskNoteSchema });
/** The console's note dialog (components/console/reason-dialog.tsx) asks for it as its reason. */
export const riskResolveFormSchema = z.object({ reason: riskNoteSchema });
export type RiskResolve = z.infer<typeof riskResolveSchema>;

/** POST /admin/risk/sweep: how many new flags of each kind this run raised (0 for the kinds it found nothing new of). */
export const riskSweepResultSchema = z.object({
  created: z.record(riskFlagKindSchema, z.number().int()),
  total: z.number().int(),
});
export type RiskSweepResult = z.infer<typeof riskSweepResultSchema>;
