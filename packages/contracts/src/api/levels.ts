/**
 * The member levels' ladder as a member sees it (/member 회원 등급): each level's name and what it
 * brings — the stake and payout limits the bet slip enforces for it and whether its members may spin
 * the roulette. Every figure is one the site applies, read from the operator's own settings.
 */
import { z } from 'zod';

/**
 * The highest level of the ladder members climb. Levels above it are the operators' special levels
 * (무제한, C, CV: SPEC.md §5's roulette notice), given by hand, never reached by play.
 */
export const LEVEL_LADDER_TOP = 7;

export const levelBenefitSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  minStake: z.number().int(),
  maxStake: z.number().int(),
  maxPayout: z.number().int(),
  maxPicks: z.number().int(),
  /** members of this level may spin the roulette */
  roulette: z.boolean(),
});
export type LevelBenefit = z.infer<typeof levelBenefitSchema>;

export const levelLadderSchema = z.object({
  /** the caller's own level */
  current: z.number().int(),
  currentName: z.string(),
  /** the ladder, lowest level first (special levels left out) */
  levels: z.array(levelBenefitSchema),
});
export type LevelLadder = z.infer<typeof levelLadderSchema>;
