import { z } from 'zod';
import { textSchema } from './fields';

const INT4_MAX = 2_147_483_647;

/** `:id` of a row with an integer key; a larger number could not be one and would make PostgreSQL fail. */
export const intIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });

/** `:id` of a row with a bigint key, as far as JavaScript numbers reach exactly. */
export const bigIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const userIdParamsSchema = z.object({ userId: textSchema.min(1).max(64) });
