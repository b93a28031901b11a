/** A minigame's operator settings (PUT /api/admin/minigames/:id): its limits and its maintenance switch. */
import type { MinigameSetting, MinigameSettingUpdate } from '@site/contracts/api/minigames';

import { koAdmin } from '../../../i18n/ko-admin';
import { amountFields, parseLimits, type AmountDraft, type AmountField } from '../../sports/exports/bet-limit-form';
import type { Parsed } from '../../../components/console/field-errors';

const text = koAdmin.minigames;

export type MinigameLimits = Required<Pick<MinigameSettingUpdate, AmountField>>;

/**
 * The PUT body of a game's three limits, or the Korean message of each wrong field. A level's rules
 * hold for a game's limits too; a minigame bet is always one pick, so the folder count is 1.
 */
export function minigameLimitSave(
  setting: MinigameSetting,
  draft: AmountDraft,
): Parsed<MinigameLimits, AmountField | 'form'> {
  const result = parseLimits({ ...draft, maxPicks: '1' });
  if (!result.ok) {
    const { maxPicks: _, ...errors } = result.errors;
    return { ok: false, errors };
  }
  const { minStake, maxStake, maxPayout } = result.value;
  const value = { minStake, maxStake, maxPayout };
  if (amountFields.every(({ name }) => value[name] === setting[name])) {
    return { ok: false, errors: { form: koAdmin.common.noChanges } };
  }
  return { ok: true, value };
}

export interface MaintenanceChange {
  update: Pick<MinigameSettingUpdate, 'systemMaintenanceFlg'>;
  /** turning maintenance on sends every member out of the game: the operator confirms it first */
  ask: { title: string; message: string; confirmLabel: string; danger: true } | null;
  saved: string;
}

/** What flipping a game's maintenance switch sends, asks and says. */
export const maintenanceChange = (gameName: string, on: boolean): MaintenanceChange => ({
  update: { systemMaintenanceFlg: on },
  ask: on
    ? {
        title: text.maintenanceConfirmTitle,
        message: text.maintenanceConfirm(gameName),
        confirmLabel: text.maintenanceConfirmButton,
        danger: true,
      }
    : null,
  saved: on ? text.maintenanceOn(gameName) : text.maintenanceOff(gameName),
});
