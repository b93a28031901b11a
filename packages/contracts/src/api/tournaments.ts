/**
 * Tournaments of /tournament (slot) and /tournament_casino (casino), and the progressive slot jackpot
 * (issue 14). Members list a product's tournaments, open one with its prize table and leaderboard,
 * and join; the jackpot banner reads the pool. Operators' calls are in admin-tournaments.ts.
 */
import { z } from 'zod';
import { casinoProductSchema } from './casino';

/**
 * How members are ranked: the sum of their counted stakes, or their best single round's win divided
 * by its stake (a multiplier, kept in hundredths so 12.35× is 1235).
 */
export const tournamentMetrics = ['total-stake', 'best-multiplier'] as const;
export const tournamentMetricSchema = z.enum(tournamentMetrics);
export type TournamentMetric = z.infer<typeof tournamentMetricSchema>;

export const tournamentMetricNames: Record<TournamentMetric, string> = {
  'total-stake': '누적 베팅금',
  'best-multiplier': '최고 배당 (당첨금÷베팅금)',
};

/** scheduled before its start, running until its end, finished once its prizes are paid, or cancelled */
export const tournamentStatuses = ['scheduled', 'running', 'finished', 'cancelled'] as const;
export const tournamentStatusSchema = z.enum(tournamentStatuses);
export type TournamentStatus = z.infer<typeof tournamentStatusSchema>;

export const tournamentStatusNames: Record<TournamentStatus, string> = {
  scheduled: '예정',
  running: '진행중',
  finished: '종료',
  cancelled: '취소',
};

/** Korean texts the server answers with. */
export const tournamentErrors = {
  notFound: '토너먼트를 찾을 수 없습니다.',
  notOpen: '참가할 수 없는 토너먼트입니다.',
  maintenance: '점검중입니다.',
  cannotEdit: '시작된 토너먼트는 수정할 수 없습니다.',
  badPeriod: '종료 시각은 시작 시각 뒤여야 합니다.',
  badPrizes: '상금표의 순위는 1위부터 빠짐없이 이어져야 합니다.',
} as const;

/** One row of a prize table: what the member finishing at `rank` is credited (whole won). */
export const tournamentPrizeSchema = z.object({
  rank: z.number().int().min(1).max(100),
  amount: z.number().int().min(1).max(1_000_000_000),
});
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

/** Multipliers are scored in hundredths: 1235 shows as 12.35×. */
export const MULTIPLIER_SCALE = 100;

/** A score as the leaderboard shows it: won for total stake, a multiplier for best multiplier. */
export function formatTournamentScore(metric: TournamentMetric, score: number): string {
  if (metric === 'best-multiplier') return `${(score / MULTIPLIER_SCALE).toFixed(2)}×`;
  return `${score.toLocaleString('ko-KR')}원`;
}

export const tournamentSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  product: casinoProductSchema,
  metric: tournamentMetricSchema,
  /** a round with a smaller stake does not count */
  minStake: z.number().int().nonnegative(),
  status: tournamentStatusSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** counted down by the page (the server's, never the browser's clock) */
  secondsToStart: z.number().int().nonnegative(),
  secondsToEnd: z.number().int().nonnegative(),
  prizes: z.array(tournamentPrizeSchema),
  entrants: z.number().int().nonnegative(),
  /** the caller joined (always false for guests) */
  joined: z.boolean(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int().min(1),
  /** masked for everyone but the member themself */
  nickName: z.string(),
  score: z.number().int().nonnegative(),
  /** what this rank was credited (finished tournaments) or will be (running ones); 0 without a prize */
  prize: z.number().int().nonnegative(),
  /** this row is the caller's */
  mine: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const tournamentDetailSchema = tournamentSummarySchema.extend({
  /** the top of the leaderboard */
  leaders: z.array(leaderboardRowSchema),
  /** the caller's own row, also when it is below the top; null when not joined */
  me: leaderboardRowSchema.nullable(),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

/** GET /api/tournaments?product= : the running and scheduled ones, and the latest finished ones. */
export const tournamentListQuerySchema = z.object({ product: casinoProductSchema });
export type TournamentListQuery = z.input<typeof tournamentListQuerySchema>;

export const tournamentListSchema = z.object({
  current: z.array(tournamentSummarySchema),
  finished: z.array(tournamentDetailSchema),
});
export type TournamentList = z.infer<typeof tournamentListSchema>;

/** GET /api/jackpot : the banner's pool (it ticks from one poll's value to the next) and its last win. */
export const jackpotSchema = z.object({
  pool: z.number().int().nonnegative(),
  /** won an hour the pool gains between stakes, so the banner can tick on between polls */
  growthPerHour: z.number().int().nonnegative(),
  lastWin: z.object({ nickName: z.string(), amount: z.number().int().positive(), at: z.string() }).nullable(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;
