import { z } from 'zod';

/** GET /api/health: the server is up and its database answers. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['embedded', 'postgres']),
  time: z.iso.datetime(),
});
export type Health = z.infer<typeof healthSchema>;

/** Every error the API answers carries a Korean message to show as it is. */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
