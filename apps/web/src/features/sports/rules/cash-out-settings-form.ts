/** The console's cash-out switches as a form (캐시아웃 설정, docs/decisions/068): what was typed, what changed. */
import { cashOutSettingsUpdateSchema, type CashOutSettings } from '@site/contracts/api/cash-out';
import { formatNumber } from '@site/contracts/rules/format';
import { sportsCatalogue } from '@site/contracts/sports';

import { koCashOutAdmin } from '../../../i18n/ko-cash-out';
import { formRules, type FieldErrors } from '../../../lib/form/form-rules';
import { parseWholeNumber, parseWon } from '../../../lib/form/typed-numbers';

const text = koCashOutAdmin;

type CashOutSettingsUpdate = Partial<CashOutSettings>;

export type CashOutSettingsDraft = {
  prematchEnabled: boolean;
  liveEnabled: boolean;
  disabledSportIds: number[];
  /** won, separators allowed; empty for no bound */
  maxStake: string;
  marginPercent: string;
  quoteSeconds: string;
  countsForRolling: boolean;
  countsForTournaments: boolean;
};

/** The sports the operator can exclude: every sport the feed carries, in the catalogue's order. */
export const cashOutSports = sportsCatalogue.map(({ sportId, nameKorean }) => ({ sportId, nameKorean }));

const switches = ['prematchEnabled', 'liveEnabled', 'countsForRolling', 'countsForTournaments'] as const;

export const draftFromCashOutSettings = (settings: CashOutSettings): CashOutSettingsDraft => ({
  prematchEnabled: settings.prematchEnabled,
  liveEnabled: settings.liveEnabled,
  disabledSportIds: settings.disabledSportIds,
  maxStake: settings.maxStake === null ? '' : formatNumber(settings.maxStake),
  marginPercent: String(settings.marginPercent),
  quoteSeconds: String(settings.quoteSeconds),
  countsForRolling: settings.countsForRolling,
  countsForTournaments: settings.countsForTournaments,
});

/** The excluded sports with one switched: added when it was not there, removed when it was. */
export const toggledSport = (ids: readonly number[], sportId: number): number[] =>
  ids.includes(sportId) ? ids.filter((id) => id !== sportId) : [...ids, sportId];

/** A bound as typed: null when empty, a whole positive number of won, else undefined (the field says why). */
const maxStakeOf = (typed: string): number | null | undefined => {
  const won = parseWon(typed);
  if (won === undefined) return null;
  return Number.isSafeInteger(won) && won > 0 ? won : undefined;
};

/** Percent with at most two places, within the contract's 0–50. */
const marginOf = (typed: string): number | undefined => {
  const trimmed = typed.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const percent = Number(trimmed);
  return percent <= 50 ? percent : undefined;
};

const secondsOf = (typed: string): number | undefined => {
  const seconds = parseWholeNumber(typed);
  return seconds !== undefined && seconds >= 1 && seconds <= 60 ? seconds : undefined;
};

const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * What the operator changed, and nothing else (the PUT body), so a save never overwrites another
 * operator's change meanwhile. A field typed wrong is left out for the form's own check to name.
 */
function changesOf(saved: CashOutSettings, draft: CashOutSettingsDraft): CashOutSettingsUpdate {
  const update: CashOutSettingsUpdate = {};
  for (const name of switches) if (draft[name] !== saved[name]) update[name] = draft[name];
  if (!sameIds(draft.disabledSportIds, saved.disabledSportIds)) update.disabledSportIds = draft.disabledSportIds;
  const maxStake = maxStakeOf(draft.maxStake);
  if (maxStake !== undefined && maxStake !== saved.maxStake) update.maxStake = maxStake;
  const margin = marginOf(draft.marginPercent);
  if (margin !== undefined && margin !== saved.marginPercent) update.marginPercent = margin;
  const seconds = secondsOf(draft.quoteSeconds);
  if (seconds !== undefined && seconds !== saved.quoteSeconds) update.quoteSeconds = seconds;
  return update;
}

/** The form's rules against what the server holds: an empty body means nothing changed. */
export const cashOutSettingsRules = (saved: CashOutSettings) =>
  formRules({
    schema: cashOutSettingsUpdateSchema,
    toInput: (draft: CashOutSettingsDraft) => changesOf(saved, draft),
    fallback: {
      disabledSportIds: text.sportsInvalid,
      maxStake: text.maxStakeInvalid,
      marginPercent: text.marginInvalid,
      quoteSeconds: text.quoteSecondsInvalid,
    },
    refine: (draft) => {
      const errors: FieldErrors<'maxStake' | 'marginPercent' | 'quoteSeconds'> = {};
      if (maxStakeOf(draft.maxStake) === undefined) errors.maxStake = text.maxStakeInvalid;
      if (marginOf(draft.marginPercent) === undefined) errors.marginPercent = text.marginInvalid;
      if (secondsOf(draft.quoteSeconds) === undefined) errors.quoteSeconds = text.quoteSecondsInvalid;
      return errors;
    },
  });
