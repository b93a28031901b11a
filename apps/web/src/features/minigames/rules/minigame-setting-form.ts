/** A minigame's operator settings (PUT /api/admin/minigames/:id): its limits and its maintenance switch. */
import { betLimitUpdateSchema } from '@site/contracts/api/admin-sportsbook';
import type { MinigameSettingUpdate } from '@site/contracts/api/minigames';

import { koAdmin } from '../../../i18n/ko-admin';
import { formRules } from '../../../lib/form/form-rules';
import { amountFallback, amountsInput, type AmountDraft, type AmountField } from '../../sports/exports/bet-limit-form';

const text = koAdmin.minigames;

export type MinigameLimits = Required<Pick<MinigameSettingUpdate, AmountField>>;

/**
 * A game's three limits (the PUT body). A level's rules hold for a game's limits too (the amounts
 * side by side, which the game's own schema does not check); a minigame bet is always one pick, so
 * the folder count is 1 and is not sent.
 */
export const minigameLimitRules = formRules({
  schema: betLimitUpdateSchema.transform(({ minStake, maxStake, maxPayout }): MinigameLimits => ({
    minStake,
    maxStake,
    maxPayout,
  })),
  toInput: (draft: AmountDraft) => ({ ...amountsInput(draft), maxPicks: 1 }),
  fallback: amountFallback,
});

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
