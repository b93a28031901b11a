/**
 * What a minigame round's draw is, per kind of game: the server's round engine produces these, the
 * site's stage animates them and the history lists them. Pure types and zod schemas.
 */
import { z } from 'zod';

/** A playing card: suit spades/hearts/diamonds/clubs, rank 1 (ace) to 13 (king). */
export const cardSchema = z.object({
  suit: z.enum(['S', 'H', 'D', 'C']),
  rank: z.number().int().min(1).max(13),
});
export type Card = z.infer<typeof cardSchema>;

const die = z.number().int().min(1).max(6);

export const minigameResultSchema = z.discriminatedUnion('kind', [
  /** five normal balls 1-28 (distinct) and a powerball 0-9 */
  z.object({
    kind: z.literal('powerball'),
    balls: z.array(z.number().int().min(1).max(28)).length(5),
    powerball: z.number().int().min(0).max(9),
  }),
  /** ladder: start side and number of rungs decide the end (odd/even) */
  z.object({
    kind: z.literal('ladder'),
    start: z.enum(['left', 'right']),
    lines: z.union([z.literal(3), z.literal(4)]),
  }),
  /** keno ladder: a ladder read from a keno draw */
  z.object({
    kind: z.literal('kenoladder'),
    numbers: z.array(z.number().int().min(1).max(70)).length(20),
    start: z.enum(['left', 'right']),
    lines: z.union([z.literal(3), z.literal(4)]),
  }),
  /** keno: twenty distinct numbers of 1-70 */
  z.object({ kind: z.literal('keno'), numbers: z.array(z.number().int().min(1).max(70)).length(20) }),
  /** baccarat: the cards as dealt under the third-card rules (two or three each) */
  z.object({
    kind: z.literal('baccarat'),
    player: z.array(cardSchema).min(2).max(3),
    banker: z.array(cardSchema).min(2).max(3),
  }),
  /** odd/even: one card, its rank decides odd/even and under/over */
  z.object({ kind: z.literal('oddeven'), card: cardSchema }),
  z.object({ kind: z.literal('sicbo'), dice: z.tuple([die, die, die]) }),
  z.object({ kind: z.literal('dragontiger'), dragon: cardSchema, tiger: cardSchema }),
  /** European roulette: 0-36 */
  z.object({ kind: z.literal('roulette'), number: z.number().int().min(0).max(36) }),
  /** high/low: one card against 7 */
  z.object({ kind: z.literal('highlow'), card: cardSchema }),
  /** blackjack: the player's and the dealer's hands as played by the house rules */
  z.object({ kind: z.literal('blackjack'), player: z.array(cardSchema).min(2), dealer: z.array(cardSchema).min(2) }),
  z.object({ kind: z.literal('dice'), dice: z.tuple([die, die]) }),
  /** go-stop (섯다-style): two hwatu cards each, months 1-12 */
  z.object({
    kind: z.literal('gostop'),
    player: z.tuple([z.number().int().min(1).max(12), z.number().int().min(1).max(12)]),
    banker: z.tuple([z.number().int().min(1).max(12), z.number().int().min(1).max(12)]),
  }),
  /** one ring: a wheel of 54 segments; the segment's number and colour */
  z.object({ kind: z.literal('onering'), segment: z.number().int().min(0).max(53) }),
]);
export type MinigameResult = z.infer<typeof minigameResultSchema>;
export type MinigameResultKind = MinigameResult['kind'];
