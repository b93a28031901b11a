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

/** GET /api/live: the process runs (the balancer's and supervisor's liveness; asks no database). */
export const liveSchema = z.object({ live: z.literal(true) });
export type Live = z.infer<typeof liveSchema>;

/** GET /api/ready 200: this host takes requests (its database answers, it is not shutting down). */
export const readySchema = z.object({ ready: z.literal(true) });
/** GET /api/ready 503: the balancer takes the host out until it is ready again; `reason` for the operator. */
export const notReadySchema = z.object({ ready: z.literal(false), reason: z.string() });
export type Ready = z.infer<typeof readySchema> | z.infer<typeof notReadySchema>;
