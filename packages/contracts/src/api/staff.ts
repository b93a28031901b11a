/**
 * Staff accounts (직원 관리, issue 36, docs/decisions/075): administrator accounts (type 1, role 10),
 * each with a staff role; a suspended one is blocked and signed out. What the console's 직원 관리 tab
 * lists, sends and reads, and the console calls refused for want of a permission.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../staff';
import { pageOf, pageQueryOf } from './lists';
import { joinRequestSchema } from './member';
import { STAFF_REFUSALS_PAGE_SIZE } from './staff-codes';

export { STAFF_REFUSALS_PAGE_SIZE, staffErrors } from './staff-codes';

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: '역할을 목록에서 골라주세요.' });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  /** null: an administrator account given no role yet, which may do nothing in the console */
  staffRole: staffRoleSchema.nullable(),
  /** blocked: it cannot sign in, and its sessions ended when it was suspended */
  suspended: z.boolean(),
  /** enrolled in the second factor the console asks for (docs/decisions/052) */
  secondFactor: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.array(staffMemberSchema);
export type StaffList = z.infer<typeof staffListSchema>;

/** A new staff account: its login id, nickname and password checked as sign-up checks a member's. */
export const staffCreateSchema = joinRequestSchema
  .pick({ userId: true, password: true, nickName: true })
  .extend({ staffRole: staffRoleSchema });
export type StaffCreateInput = z.input<typeof staffCreateSchema>;
export type StaffCreate = z.output<typeof staffCreateSchema>;

export const staffRoleChangeSchema = z.object({ staffRole: staffRoleSchema });
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>;

/** One console call refused for want of a permission (staff_refusals). */
export const staffRefusalSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  memberId: z.number().int(),
  userId: z.string(),
  /** the caller's role when refused */
  staffRole: z.string(),
  permission: z.string(),
  method: z.string(),
  /** the route's template, e.g. /api/admin/settings */
  route: z.string(),
  ip: z.string(),
});
export type StaffRefusal = z.infer<typeof staffRefusalSchema>;

export const staffRefusalPageSchema = pageOf(staffRefusalSchema);
export type StaffRefusalPage = z.infer<typeof staffRefusalPageSchema>;

/** GET /admin/staff/refusals: newest first. */
export const staffRefusalQuerySchema = pageQueryOf(STAFF_REFUSALS_PAGE_SIZE);
export type StaffRefusalQuery = z.input<typeof staffRefusalQuerySchema>;
