import type { z } from 'zod';
import { bonusOddsRuleSchema, forbiddenComboSchema, type BetRules } from '@site/contracts/api/bets';
import { DEFAULT_ODDS_MOVE_LIMIT_PERCENT } from '@site/contracts/rules/bet-slip';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { BetRulesSource } from './rules-source';
import type {
  BetLimit,
  BetLimitUpdate,
  SportsSettings,
  SportsSettingsUpdate,
} from '@site/contracts/api/admin-sportsbook';
import {
  getBetLimitRow,
  getSportsSettingsRow,
  insertSportsSettingsIfMissing,
  listBetLimitRows,
  listLevels,
  updateSportsSettingsRow,
  upsertBetLimitRow,
  type BetLimitRow,
  type SportsSettingsRow,
} from './rules-repo';

/**
 * The operator's defaults, used while sports_settings has no row:
 * - bonus odds 1.03 / 1.05 / 1.07 from 3 / 5 / 7 picks, the usual 폴더 보너스 of Korean sites;
 * - within one fixture, win-draw-lose or win-lose may not be combined with the handicap (the two
 *   answer the same question, so together they are a correlated double), and win-draw-lose may not be
 *   combined with the total because the combined market (승무패 + 언더오버) prices exactly that;
 * - a pre-match bet can be cancelled within 5 minutes of placing it and until 10 minutes before the
 *   first of its fixtures starts;
 * - singles (단폴) are offered beside the multi, as most Korean sites do;
 * - a price that moved by up to 10% since the member saw it is taken when the member's 배당 변경
 *   choice takes it: a live tick moves a few percent, a jump beyond that is worth asking about.
 */
export const DEFAULT_SPORTS_SETTINGS: SportsSettings = {
  bettingOpen: true,
  bonusOdds: [
    { minPicks: 3, odds: 1.03 },
    { minPicks: 5, odds: 1.05 },
    { minPicks: 7, odds: 1.07 },
  ],
  forbiddenCombos: [
    ['winDrawLose', 'handicap'],
    ['winLose', 'handicap'],
    ['winDrawLose', 'overUnder'],
  ],
  singlesAllowed: true,
  cancelCutoffMinutes: 10,
  cancelWindowMinutes: 5,
  oddsMoveLimitPercent: DEFAULT_ODDS_MOVE_LIMIT_PERCENT,
};

/** Limits of a level without its own row: a new site's usual first level. */
export const DEFAULT_BET_LIMITS: Omit<BetLimitRow, 'level'> = {
  minStake: 5_000,
  maxStake: 3_000_000,
  maxPayout: 30_000_000,
  maxPicks: 10,
};

// The jsonb columns hold what an operator saved; anything no longer valid is dropped, not trusted.
function validEntries<T>(value: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function toSettings(row: SportsSettingsRow): SportsSettings {
  return {
    bettingOpen: row.bettingOpen,
    bonusOdds: validEntries(row.bonusOdds, bonusOddsRuleSchema),
    forbiddenCombos: validEntries(row.forbiddenCombos, forbiddenComboSchema),
    singlesAllowed: row.singlesAllowed,
    cancelCutoffMinutes: row.cancelCutoffMinutes,
    cancelWindowMinutes: row.cancelWindowMinutes,
    oddsMoveLimitPercent: row.oddsMoveLimitPercent,
  };
}

export async function loadSportsSettings(db: Database): Promise<SportsSettings> {
  const row = await getSportsSettingsRow(db);
  return row ? toSettings(row) : DEFAULT_SPORTS_SETTINGS;
}

/** Writes the defaults unless the row exists (seed, and before the first operator change). */
export async function ensureSportsSettings(db: Database): Promise<void> {
  await insertSportsSettingsIfMissing(db, DEFAULT_SPORTS_SETTINGS);
}

export async function updateSportsSettings(
  db: Database,
  clock: Clock,
  patch: SportsSettingsUpdate,
): Promise<SportsSettings> {
  await ensureSportsSettings(db);
  const bonusOdds = patch.bonusOdds && [...patch.bonusOdds].sort((a, b) => a.minPicks - b.minPicks);
  const row = await updateSportsSettingsRow(db, {
    ...patch,
    ...(bonusOdds ? { bonusOdds } : {}),
    updatedAt: clock.now(),
  });
  if (!row) throw new Error('sports_settings row missing after ensureSportsSettings');
  return toSettings(row);
}

export async function loadBetLimits(db: Database, level: number): Promise<Omit<BetLimitRow, 'level'>> {
  const row = await getBetLimitRow(db, level);
  return row ?? DEFAULT_BET_LIMITS;
}

/** What the cart shows a member and placement enforces. */
export async function betRulesFor(rules: BetRulesSource, level: number): Promise<BetRules> {
  const [settings, limits] = await Promise.all([rules.sportsSettings(), rules.betLimits(level)]);
  return {
    minStake: limits.minStake,
    maxStake: limits.maxStake,
    maxPayout: limits.maxPayout,
    maxPicks: limits.maxPicks,
    bonusOdds: settings.bonusOdds,
    forbiddenCombos: settings.forbiddenCombos,
    singlesAllowed: settings.singlesAllowed,
    cancelCutoffMinutes: settings.cancelCutoffMinutes,
    cancelWindowMinutes: settings.cancelWindowMinutes,
  };
}

/** Every level the site knows (named levels and levels with limits), with the limits that apply to it. */
export async function listBetLimits(db: Database): Promise<BetLimit[]> {
  const [levels, rows] = await Promise.all([listLevels(db), listBetLimitRows(db)]);
  const names = new Map(levels.map((entry) => [entry.level, entry.name]));
  const custom = new Map(rows.map((row) => [row.level, row]));
  const allLevels = [...new Set([...names.keys(), ...custom.keys()])].sort((a, b) => a - b);
  return allLevels.map((level) => toBetLimit(level, names.get(level) ?? null, custom.get(level)));
}

export async function setBetLimits(db: Database, level: number, limits: BetLimitUpdate): Promise<BetLimit> {
  const saved = await upsertBetLimitRow(db, { level, ...limits });
  const names = new Map((await listLevels(db)).map((entry) => [entry.level, entry.name]));
  return toBetLimit(level, names.get(level) ?? null, saved);
}

function toBetLimit(level: number, levelName: string | null, row: BetLimitRow | undefined): BetLimit {
  const { minStake, maxStake, maxPayout, maxPicks } = row ?? DEFAULT_BET_LIMITS;
  return { level, levelName, minStake, maxStake, maxPayout, maxPicks, custom: row !== undefined };
}
