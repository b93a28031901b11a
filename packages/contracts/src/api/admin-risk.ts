/**
 * Risk flags (issue 36): the kinds of finding the detection sweep raises, and what it keeps as evidence.
 * The console's 리스크 tab lists them; a member's page shows the member's.
 */
import { z } from 'zod';

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
