/** Operator API schemas for the sportsbook's rules (/api/admin/sports/settings, /api/admin/bet-limits). */
import { z } from 'zod';
import { bonusOddsRuleSchema, forbiddenComboSchema, MAX_STAKE_WON } from './bets';

const MAX_PICKS = 50;
const MINUTES_PER_DAY = 24 * 60;
/** A bound above this would take any price at all: a typing mistake. */
export const MAX_ODDS_MOVE_LIMIT_PERCENT = 50;
/** A payout cap above this is surely a typing mistake (100억원). */
export const MAX_PAYOUT_WON = 10_000_000_000;

/** GET and PUT /api/admin/sports/settings */
export const sportsSettingsSchema = z.object({
  /** false stops every sports bet; the books stay visible */
  bettingOpen: z.boolean(),
  bonusOdds: z.array(bonusOddsRuleSchema),
  forbiddenCombos: z.array(forbiddenComboSchema),
  /** members may place singles and multi-singles (단폴) beside the multi */
  singlesAllowed: z.boolean(),
  cancelCutoffMinutes: z.number().int(),
  cancelWindowMinutes: z.number().int(),
  /**
   * a price that moved since the member saw it is taken at the current price, under the member's
   * 배당 변경 choice, only within this many percent of the price seen (0: every move is asked about)
   */
  oddsMoveLimitPercent: z.number().int(),
});
export type SportsSettings = z.infer<typeof sportsSettingsSchema>;

const minutesSchema = (label: string) =>
  z
    .number({ error: `${label}을 입력해주세요.` })
    .int(`${label}은 분 단위로 입력해주세요.`)
    .min(0, `${label}은 0분 이상이어야 합니다.`)
    .max(MINUTES_PER_DAY, `${label}은 ${MINUTES_PER_DAY}분 이하로 입력해주세요.`);

/** Only the fields sent change. */
export const sportsSettingsUpdateSchema = z.object({
  bettingOpen: z.boolean().optional(),
  bonusOdds: z
    .array(
      z.object({
        minPicks: z
          .number()
          .int()
          .min(2, '보너스 배당은 2폴더 이상부터 줄 수 있습니다.')
          .max(MAX_PICKS, `보너스 배당은 ${MAX_PICKS}폴더까지 줄 수 있습니다.`),
        odds: z.number().min(1, '보너스 배당은 1 이상이어야 합니다.').max(2, '보너스 배당은 2 이하로 입력해주세요.'),
      }),
    )
    .max(20, '보너스 배당은 20개까지 정할 수 있습니다.')
    .refine(
      (rules) => new Set(rules.map((rule) => rule.minPicks)).size === rules.length,
      '같은 폴더 수의 보너스 배당이 두 번 있습니다.',
    )
    .refine(
      (rules) => rules.every((rule) => Math.abs(Math.round(rule.odds * 100) - rule.odds * 100) < 1e-6),
      '보너스 배당은 소수점 둘째 자리까지 입력해주세요.',
    )
    .optional(),
  forbiddenCombos: z.array(forbiddenComboSchema).max(25, '금지 조합은 25개까지 정할 수 있습니다.').optional(),
  singlesAllowed: z.boolean().optional(),
  cancelCutoffMinutes: minutesSchema('취소 마감 시간').optional(),
  cancelWindowMinutes: minutesSchema('취소 가능 시간').optional(),
  oddsMoveLimitPercent: z
    .number({ error: '배당 변경 자동 수락 한도를 입력해주세요.' })
    .int('배당 변경 자동 수락 한도는 정수(%)로 입력해주세요.')
    .min(0, '배당 변경 자동 수락 한도는 0% 이상이어야 합니다.')
    .max(MAX_ODDS_MOVE_LIMIT_PERCENT, `배당 변경 자동 수락 한도는 ${MAX_ODDS_MOVE_LIMIT_PERCENT}% 이하로 입력해주세요.`)
    .optional(),
});
export type SportsSettingsUpdate = z.infer<typeof sportsSettingsUpdateSchema>;

const wonSchema = (label: string, max: number) =>
  z
    .number({ error: `${label}을 입력해주세요.` })
    .int(`${label}은 원 단위로 입력해주세요.`)
    .min(1, `${label}은 1원 이상이어야 합니다.`)
    .max(max, `${label}이 너무 큽니다.`);

/** PUT /api/admin/bet-limits/:level */
export const betLimitUpdateSchema = z
  .object({
    minStake: wonSchema('최소 베팅금액', MAX_STAKE_WON),
    maxStake: wonSchema('최대 베팅금액', MAX_STAKE_WON),
    maxPayout: wonSchema('최대 당첨금', MAX_PAYOUT_WON),
    maxPicks: z
      .number({ error: '최대 폴더 수를 입력해주세요.' })
      .int('최대 폴더 수는 정수로 입력해주세요.')
      .min(1, '최대 폴더 수는 1 이상이어야 합니다.')
      .max(MAX_PICKS, `최대 폴더 수는 ${MAX_PICKS} 이하로 입력해주세요.`),
  })
  .refine((limits) => limits.minStake <= limits.maxStake, {
    message: '최소 베팅금액은 최대 베팅금액보다 클 수 없습니다.',
    path: ['minStake'],
  })
  .refine((limits) => limits.maxStake <= limits.maxPayout, {
    message: '최대 당첨금은 최대 베팅금액 이상이어야 합니다.',
    path: ['maxPayout'],
  });
export type BetLimitUpdate = z.infer<typeof betLimitUpdateSchema>;

export const betLimitSchema = z.object({
  level: z.number().int(),
  /** the level's name, when the level exists */
  levelName: z.string().nullable(),
  minStake: z.number().int(),
  maxStake: z.number().int(),
  maxPayout: z.number().int(),
  maxPicks: z.number().int(),
  /** false when the level has no row and the defaults apply */
  custom: z.boolean(),
});
export const betLimitListSchema = z.array(betLimitSchema);
export type BetLimit = z.infer<typeof betLimitSchema>;

export const levelParamsSchema = z.object({ level: z.coerce.number().int().min(0).max(99) });
