/** The operator's side of tournaments and the slot jackpot (issue 14, 토너먼트·잭팟 tab). */
import { z } from 'zod';
import { instantSchema, textSchema } from './fields';
import { casinoProductSchema } from './casino';
import {
  tournamentErrors,
  tournamentMetricSchema,
  tournamentPrizeSchema,
  tournamentSummarySchema,
} from './tournaments';

/** Ranks must run 1, 2, 3 … without a gap or a repeat. */
const prizeTableSchema = z
  .array(tournamentPrizeSchema)
  .min(1)
  .max(100)
  .refine((prizes) => prizes.every((prize, index) => prize.rank === index + 1), tournamentErrors.badPrizes);

export const tournamentInputSchema = z
  .object({
    title: textSchema.min(1).max(60),
    product: casinoProductSchema,
    metric: tournamentMetricSchema,
    minStake: z.number().int().min(0).max(100_000_000),
    startsAt: instantSchema,
    endsAt: instantSchema,
    prizes: prizeTableSchema,
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: tournamentErrors.badPeriod,
    path: ['endsAt'],
  });
export type TournamentInput = z.infer<typeof tournamentInputSchema>;

export const adminTournamentSchema = tournamentSummarySchema.extend({
  /** prizes credited so far (finished tournaments) */
  paid: z.number().int().nonnegative(),
});
export type AdminTournament = z.infer<typeof adminTournamentSchema>;

export const adminTournamentListSchema = z.array(adminTournamentSchema);

/** Standings for the operator: real nick names and user ids. */
export const adminStandingSchema = z.object({
  rank: z.number().int().min(1),
  userId: z.string(),
  nickName: z.string(),
  score: z.number().int().nonnegative(),
  prize: z.number().int().nonnegative(),
});
export const adminStandingsSchema = z.array(adminStandingSchema);
export type AdminStanding = z.infer<typeof adminStandingSchema>;

/**
 * The jackpot's and the tournaments' settings. `shareBp`: the part of each slot stake that goes into
 * the pool, in hundredths of a percent (100 = 1%). Each counted slot round wins the pool with odds
 * 1 in `oddsPerSpin`, and must win once the pool reaches `mustHitBy` (0: no such cap).
 */
export const jackpotSettingsSchema = z.object({
  /** GET /eventSlot/set's useFlag: false puts /tournament and /tournament_casino under maintenance */
  eventSlotOpen: z.boolean(),
  shareBp: z.number().int().min(0).max(1_000),
  seed: z.number().int().min(0).max(10_000_000_000),
  oddsPerSpin: z.number().int().min(1).max(100_000_000),
  mustHitBy: z.number().int().min(0).max(100_000_000_000),
  /** the smallest slot stake that can win the pool */
  minStake: z.number().int().min(0).max(100_000_000),
  pool: z.number().int().nonnegative(),
});
export type JackpotSettings = z.infer<typeof jackpotSettingsSchema>;

/** What the operator changes; `pool` sets the current pool outright (e.g. topped up for an event). */
export const jackpotSettingsUpdateSchema = jackpotSettingsSchema.partial();
export type JackpotSettingsUpdate = z.infer<typeof jackpotSettingsUpdateSchema>;
