/**
 * The console's roulette settings as a form (docs/decisions/027): voucher values, refused levels and
 * each wheel's budget and weights as typed, checked by the contract's schema, so a wrong weight
 * shows on its own cell.
 */
import {
  rouletteSettingsInputSchema,
  type AdminRoulette,
  type RouletteWheelSetting,
} from '@site/contracts/api/roulette';

import { formRules } from '../../../lib/form/form-rules';
import { parseWon } from '../../../lib/form/typed-numbers';

export interface WheelDraft {
  wheel: RouletteWheelSetting['wheel'];
  dailyBudget: string;
  prizes: { code: number; weight: string }[];
}

export type RouletteDraft = {
  chickenValue: string;
  pizzaValue: string;
  excludedLevels: number[];
  wheels: WheelDraft[];
};

export const rouletteDraft = (saved: AdminRoulette): RouletteDraft => ({
  chickenValue: String(saved.chickenValue),
  pizzaValue: String(saved.pizzaValue),
  excludedLevels: saved.excludedLevels,
  wheels: saved.wheels.map((setting) => ({
    wheel: setting.wheel,
    dailyBudget: setting.dailyBudget === null ? '' : String(setting.dailyBudget),
    prizes: setting.prizes.map((prize) => ({ code: prize.code, weight: String(prize.weight) })),
  })),
});

const typed = (text: string) => parseWon(text) ?? Number.NaN;

/** A wheel's prizes with the weights as numbers, for the chances shown as the operator types (0 when not one). */
export const typedPrizes = (draft: WheelDraft) =>
  draft.prizes.map((prize) => ({
    code: prize.code,
    weight: Number.isFinite(typed(prize.weight)) ? typed(prize.weight) : 0,
  }));

export const rouletteRules = formRules({
  schema: rouletteSettingsInputSchema,
  toInput: (draft: RouletteDraft) => ({
    chickenValue: typed(draft.chickenValue),
    pizzaValue: typed(draft.pizzaValue),
    excludedLevels: draft.excludedLevels,
    wheels: draft.wheels.map((wheel) => ({
      wheel: wheel.wheel,
      // An empty budget is no limit.
      dailyBudget: wheel.dailyBudget.trim() === '' ? null : typed(wheel.dailyBudget),
      prizes: wheel.prizes.map((prize) => ({ code: prize.code, weight: typed(prize.weight) })),
    })),
  }),
  fallback: {},
});
