import {
  MAX_ODDS_MOVE_LIMIT_PERCENT,
  sportsSettingsUpdateSchema,
  type SportsSettings,
  type SportsSettingsUpdate,
} from '@site/contracts/api/admin-sportsbook';
import { marketFamilyNamesKorean } from '@site/contracts/rules/bet-slip';
import type { MarketFamily } from '@site/contracts/sports-markets';

import { koAdmin } from '../../../i18n/ko-admin';
import { formRules, type FieldErrors } from '../../../lib/form/form-rules';
import { parseWholeNumber } from '../../../lib/form/typed-numbers';

const text = koAdmin.sportsSettings;

export type ForbiddenCombo = SportsSettings['forbiddenCombos'][number];

/** One bonus odds row as typed; `key` only tells React which row is which while rows come and go. */
export interface BonusDraft {
  key: number;
  minPicks: string;
  odds: string;
}

export type SportsSettingsDraft = {
  bettingOpen: boolean;
  singlesAllowed: boolean;
  cancelCutoffMinutes: string;
  cancelWindowMinutes: string;
  oddsMoveLimitPercent: string;
  bonusOdds: BonusDraft[];
  forbiddenCombos: ForbiddenCombo[];
};

/** The families in the order a Korean book lists its markets. */
export const marketFamilies: readonly MarketFamily[] = ['winDrawLose', 'winLose', 'handicap', 'overUnder', 'other'];

export const familyName = (family: MarketFamily): string => marketFamilyNamesKorean[family];

export const comboName = ([first, second]: ForbiddenCombo): string =>
  text.comboPair(familyName(first), familyName(second));

export const draftFromSportsSettings = (settings: SportsSettings): SportsSettingsDraft => ({
  bettingOpen: settings.bettingOpen,
  singlesAllowed: settings.singlesAllowed,
  cancelCutoffMinutes: String(settings.cancelCutoffMinutes),
  cancelWindowMinutes: String(settings.cancelWindowMinutes),
  oddsMoveLimitPercent: String(settings.oddsMoveLimitPercent),
  bonusOdds: settings.bonusOdds.map((rule, index) => ({
    key: index,
    minPicks: String(rule.minPicks),
    odds: rule.odds.toFixed(2),
  })),
  forbiddenCombos: settings.forbiddenCombos,
});

/** A new empty row, for one more pick than the largest row so far. */
export function withBonusRow(rows: readonly BonusDraft[]): BonusDraft[] {
  const key = Math.max(-1, ...rows.map((row) => row.key)) + 1;
  const largest = Math.max(1, ...rows.map((row) => parseWholeNumber(row.minPicks) ?? 0).filter(Number.isFinite));
  return [...rows, { key, minPicks: String(largest + 1), odds: '' }];
}

/** The pair the same whichever family comes first. */
const comboKey = ([first, second]: ForbiddenCombo): string => [first, second].sort().join('+');

/** The list with one more forbidden pair, unless the pair (in either order) is there already. */
export function withCombo(
  combos: readonly ForbiddenCombo[],
  combo: ForbiddenCombo,
): { ok: true; combos: ForbiddenCombo[] } | { ok: false; error: string } {
  if (combos.some((existing) => comboKey(existing) === comboKey(combo))) return { ok: false, error: text.comboExists };
  return { ok: true, combos: [...combos, combo] };
}

/** Minutes as typed, when they are whole and within a day. */
const minutesOf = (typed: string): number | undefined => {
  const minutes = parseWholeNumber(typed);
  return minutes !== undefined && minutes <= 24 * 60 ? minutes : undefined;
};

/** A percent as typed, when it is whole and within the contract's bound. */
const percentOf = (typed: string): number | undefined => {
  const percent = parseWholeNumber(typed);
  return percent !== undefined && percent <= MAX_ODDS_MOVE_LIMIT_PERCENT ? percent : undefined;
};

type MinutesField = 'cancelCutoffMinutes' | 'cancelWindowMinutes';
const minutesFields: readonly MinutesField[] = ['cancelCutoffMinutes', 'cancelWindowMinutes'];

/** A decimal as typed ("1.05"); anything else is NaN, which the contract refuses. */
const parseDecimal = (typed: string): number =>
  /^\d+(\.\d+)?$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;

const bonusRules = (rows: readonly BonusDraft[]) =>
  rows
    .map((row) => ({ minPicks: parseWholeNumber(row.minPicks) ?? Number.NaN, odds: parseDecimal(row.odds) }))
    .sort((a, b) => a.minPicks - b.minPicks);

const sameBonus = (a: SportsSettings['bonusOdds'], b: SportsSettings['bonusOdds']): boolean =>
  a.length === b.length &&
  a.every((rule, index) => rule.minPicks === b[index]?.minPicks && rule.odds === b[index]?.odds);

const sameCombos = (a: readonly ForbiddenCombo[], b: readonly ForbiddenCombo[]): boolean => {
  const keys = new Set(a.map(comboKey));
  return keys.size === new Set(b.map(comboKey)).size && b.every((combo) => keys.has(comboKey(combo)));
};

// The contract words its range rules in Korean; these cover what it leaves to zod (a number not typed as one).
const fallback = {
  bonusOdds: text.bonusInvalid,
  forbiddenCombos: text.combosInvalid,
};

/**
 * What the operator changed, and nothing else (the PUT body), so a save never overwrites what
 * another operator changed meanwhile. Minutes not typed as a whole number within a day (or a percent
 * beyond the bound) are left out for the form's own check to name (one message for every way they can be wrong).
 */
function changesOf(saved: SportsSettings, draft: SportsSettingsDraft): SportsSettingsUpdate {
  const update: SportsSettingsUpdate = {};
  if (draft.bettingOpen !== saved.bettingOpen) update.bettingOpen = draft.bettingOpen;
  if (draft.singlesAllowed !== saved.singlesAllowed) update.singlesAllowed = draft.singlesAllowed;
  for (const field of minutesFields) {
    const minutes = minutesOf(draft[field]);
    if (minutes !== undefined && minutes !== saved[field]) update[field] = minutes;
  }
  const percent = percentOf(draft.oddsMoveLimitPercent);
  if (percent !== undefined && percent !== saved.oddsMoveLimitPercent) update.oddsMoveLimitPercent = percent;
  const bonusOdds = bonusRules(draft.bonusOdds);
  if (!sameBonus(bonusOdds, saved.bonusOdds)) update.bonusOdds = bonusOdds;
  if (!sameCombos(draft.forbiddenCombos, saved.forbiddenCombos)) update.forbiddenCombos = draft.forbiddenCombos;
  return update;
}

/** The settings form's rules against what the server holds: an empty body means nothing changed. */
export const sportsSettingsRules = (saved: SportsSettings) =>
  formRules({
    schema: sportsSettingsUpdateSchema,
    toInput: (draft: SportsSettingsDraft) => changesOf(saved, draft),
    fallback,
    refine: (draft) => {
      const errors: FieldErrors<MinutesField | 'oddsMoveLimitPercent'> = {};
      for (const field of minutesFields) if (minutesOf(draft[field]) === undefined) errors[field] = text.minutesInvalid;
      if (percentOf(draft.oddsMoveLimitPercent) === undefined) errors.oddsMoveLimitPercent = text.oddsMoveLimitInvalid;
      return errors;
    },
  });

/** Closing betting turns every member away: the operator confirms it first (opening needs no question). */
export const closesBetting = (update: SportsSettingsUpdate): boolean => update.bettingOpen === false;
