import { z } from 'zod';
import { multilineTextSchema, textSchema } from './fields';

/** POST /api/admin/messages */
export const adminMessageSchema = z.object({
  userId: textSchema.trim().min(1, '받는 회원 아이디를 입력해주세요.'),
  title: textSchema.trim().min(1, '제목을 입력해주세요.').max(100, '제목은 100자 이하로 입력해주세요.'),
  contents: multilineTextSchema.trim().min(1, '내용을 입력해주세요.').max(5000, '내용은 5000자 이하로 입력해주세요.'),
});

/** POST /api/admin/popups: contents is HTML, sanitized by the server before it is stored. */
export const adminPopupSchema = z.object({
  contents: multilineTextSchema.trim().min(1, '팝업 내용을 입력해주세요.').max(20000),
  width: z.number().int().min(200).max(1200).optional(),
  pcLeftLocation: z.number().int().min(0).max(3000).optional(),
  pcTopLocation: z.number().int().min(0).max(3000).optional(),
  sort: z.number().int().min(0).max(999).optional(),
});
export const idResponseSchema = z.object({ id: z.number().int() });

/** PUT /api/admin/news-link */
export const adminNewsLinkSchema = z.object({ contents: multilineTextSchema.max(5000) });

/** PUT /api/admin/members/:userId */
export const adminMemberUpdateSchema = z.object({
  tendency: z.array(z.string().regex(/^\d{1,3}$/)).optional(),
  blocked: z.boolean().optional(),
  level: z.number().int().min(0).max(99).optional(),
  levelNm: textSchema.trim().min(1).max(20).optional(),
});

/** GET /api/admin/members: what the operator page lists. */
export const adminMemberSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  level: z.number().int(),
  levelNm: z.string(),
  type: z.number().int(),
  role: z.number().int(),
  tendency: z.array(z.string()),
  blocked: z.boolean(),
  emoney: z.number().int(),
  point: z.number().int(),
  online: z.boolean(),
});
export const adminMemberListSchema = z.array(adminMemberSchema);
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** POST and DELETE /api/admin/ip-blocks; GET lists them. */
export const ipBlockSchema = z.object({ ip: z.ipv4().or(z.ipv6()) });
export const ipBlockListSchema = z.array(z.object({ ip: z.string(), createdAt: z.string() }));
