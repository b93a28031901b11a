/**
 * A member's whole picture (issue 36, docs/decisions/076): one console page that tells a staff member the
 * member's story — who they are, their money and limits, bets, cashier requests, logins, the accounts
 * they share something with, where they sit in the partner tree, what staff noted and what the risk
 * sweep flagged. Each part reuses the shape its own console call already answers.
 */
import { z } from 'zod';
import { adminMemberSchema } from './admin';
import { ledgerEntrySchema } from './admin-balance';
import { adminResponsiblePlaySchema } from './admin-responsible-play';
import { riskFlagKindSchema } from './admin-risk';
import { betSchema } from './bets';
import { cashRequestSchema } from './cashier';
import { multilineTextSchema } from './fields';

/** How many rows of each history the page shows: the newest, enough to read the story. */
export const PICTURE_LIMITS = {
  ledger: 30,
  cashRequests: 20,
  logins: 20,
  openBets: 20,
  recentBets: 10,
  notes: 50,
  riskFlags: 30,
} as const;

/** The kinds of account the console tells apart (members.type and role, SPEC.md §3). */
export const accountKinds = ['member', 'partner', 'staff'] as const;

export const pictureIdentitySchema = adminMemberSchema.extend({
  phone: z.string(),
  accountKind: z.enum(accountKinds),
  joinedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** the userId of who recommended the member, as they typed it at sign-up */
  recommender: z.string().nullable(),
});

/** Everything a member shares with one other member (risk/linked-accounts.ts). */
export const linkKinds = ['device', 'ip', 'bank', 'phone'] as const;
export type LinkKind = (typeof linkKinds)[number];
export const linkedAccountSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  shares: z.array(z.object({ kind: z.enum(linkKinds), value: z.string() })),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

export const pictureLoginSchema = z.object({
  at: z.string(),
  ip: z.string(),
  /** the User-Agent summarised, e.g. 'Chrome · Android' */
  device: z.string(),
  /** the browser's X-Device-Id, when it sent one */
  deviceId: z.string().nullable(),
});

/** A partner above the member, nearest first; the last one, with no partner above, is the head office. */
export const picturePartnerSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  headOffice: z.boolean(),
});

export const staffNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  author: z.object({ userId: z.string(), nickName: z.string() }),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;

/** A risk flag where the member is either side of it, as the page lists it (the risk tab decides on it). */
export const pictureRiskFlagSchema = z.object({
  id: z.number().int(),
  kind: riskFlagKindSchema,
  status: z.enum(['open', 'resolved']),
  detectedAt: z.string(),
  /** the other member of a linked pair, from this member's side; null for a flag on the member alone */
  other: z.object({ userId: z.string(), nickName: z.string() }).nullable(),
  summary: z.string(),
});

const pictureBetSchema = betSchema.omit({ cancellable: true });

export const memberPictureSchema = z.object({
  member: pictureIdentitySchema,
  responsiblePlay: adminResponsiblePlaySchema,
  bets: z.object({ open: z.array(pictureBetSchema), recent: z.array(pictureBetSchema) }),
  ledger: z.array(ledgerEntrySchema),
  cashRequests: z.array(cashRequestSchema),
  logins: z.array(pictureLoginSchema),
  linked: z.array(linkedAccountSchema),
  partners: z.array(picturePartnerSchema),
  notes: z.array(staffNoteSchema),
  riskFlags: z.array(pictureRiskFlagSchema),
});
export type MemberPicture = z.infer<typeof memberPictureSchema>;

export const STAFF_NOTE_MAX = 1000;

/** POST /api/admin/members/:userId/notes: plain text, 1–1000 characters once trimmed. */
export const staffNoteInputSchema = z.object({
  body: multilineTextSchema
    .trim()
    .min(1, '메모 내용을 입력해주세요.')
    .max(STAFF_NOTE_MAX, `메모는 ${STAFF_NOTE_MAX}자 이하로 입력해주세요.`),
});
export type StaffNoteInput = z.infer<typeof staffNoteInputSchema>;

/** A device id is long; eight characters tell two browsers apart on screen. */
export const shortDeviceId = (deviceId: string): string => deviceId.slice(0, 8);
