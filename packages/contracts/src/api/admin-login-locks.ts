/** The operator's view of the login brakes in effect (GET /api/admin/login-locks) and their release. */
import { z } from 'zod';

export const loginLockSchema = z.object({
  /**
   * pair: this userId is refused from this IP until `until` (too many failures from there);
   * user: failures from anywhere slow this userId: each attempt waits `delaySec` after the previous one
   */
  kind: z.enum(['pair', 'user']),
  /** as counted: lower case, without spaces */
  userId: z.string(),
  /** the pair's IP; null for a userId's delay */
  ip: z.string().nullable(),
  failures: z.number().int(),
  lastFailureAt: z.string(),
  /** pair: when the lock ends; user: when the next attempt may be made */
  until: z.string(),
  /** user: the current wait in seconds; null for a pair */
  delaySec: z.number().int().nullable(),
});
export type LoginLock = z.infer<typeof loginLockSchema>;
export const loginLockListSchema = z.array(loginLockSchema);

/** DELETE /api/admin/login-locks: with ip that pair's lock; without, every lock and the delay of the userId. */
export const loginLockClearSchema = z.object({
  userId: z.string().trim().min(1, '아이디를 입력해주세요.').max(64, '아이디는 64자 이하로 입력해주세요.'),
  ip: z.ipv4().or(z.ipv6()).optional(),
});
export type LoginLockClear = z.input<typeof loginLockClearSchema>;

export const loginLockClearResultSchema = z.object({ cleared: z.number().int() });
