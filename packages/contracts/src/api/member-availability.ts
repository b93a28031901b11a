/**
 * The sign-up form's 중복확인: whether an id or a nickname is still free. Each answer counts against
 * the caller's IP like a join does (JOIN_CHECKS_PER_IP_PER_10_MIN), since it tells a taken id
 * from a free one; past the limit the server answers 429 with a Korean message.
 */
import { z } from 'zod';

import { joinRequestSchema } from './member';

/** GET /api/member/check-id?userId= : the sign-up rules of an id apply, so an id that could never be joined answers 400. */
export const checkIdQuerySchema = z.object({ userId: joinRequestSchema.shape.userId });
export type CheckIdQuery = z.input<typeof checkIdQuerySchema>;

/** GET /api/member/check-nickname?nickName= */
export const checkNickNameQuerySchema = z.object({ nickName: joinRequestSchema.shape.nickName });
export type CheckNickNameQuery = z.input<typeof checkNickNameQuerySchema>;

export const availabilitySchema = z.object({ available: z.boolean() });
export type Availability = z.infer<typeof availabilitySchema>;
