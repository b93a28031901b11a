import {
  adminLimitErrors,
  adminLowerLimitSchema,
  isMoneyLimitKind,
  type AdminResponsiblePlay,
} from '@site/contracts/api/admin-responsible-play';
import type { PlayLimitKind } from '@site/contracts/responsible-play';

import { koAdminResponsiblePlay } from '../../../i18n/ko-admin-responsible-play';
import { formRules } from '../../../lib/form/form-rules';
import { parseWholeNumber, parseWon } from '../../../lib/form/typed-numbers';

export type LowerLimitDraft = {
  kind: PlayLimitKind;
  /** won for a money limit (separators allowed), minutes otherwise */
  value: string;
  reason: string;
};

export const emptyLowerLimitDraft: LowerLimitDraft = { kind: 'depositDaily', value: '', reason: '' };

/** The typed value as a number; nothing typed, or anything but digits, is not one. */
export function typedLimitValue({ kind, value }: Pick<LowerLimitDraft, 'kind' | 'value'>): number {
  const typed = isMoneyLimitKind(kind) ? parseWon(value) : parseWholeNumber(value);
  return typed ?? Number.NaN;
}

/** What is in force of each setting, from the console's view of the member. */
export const valuesInForce = (view: AdminResponsiblePlay): Partial<Record<PlayLimitKind, number | null>> =>
  Object.fromEntries(view.limits.map((limit) => [limit.kind, limit.value]));

/**
 * The PUT body's rules, with the member's settings in force: a value not lower than the one in force
 * is refused on the field before it is sent (the server refuses it too).
 */
export const lowerLimitRules = (inForce: Partial<Record<PlayLimitKind, number | null>>) =>
  formRules({
    schema: adminLowerLimitSchema,
    toInput: (draft: LowerLimitDraft) => ({ kind: draft.kind, value: typedLimitValue(draft), reason: draft.reason }),
    fallback: koAdminResponsiblePlay.lower.fallback,
    refine: (draft: LowerLimitDraft) => {
      const current = inForce[draft.kind];
      const value = typedLimitValue(draft);
      return current != null && Number.isFinite(value) && value >= current
        ? { value: adminLimitErrors.notLower(draft.kind, current) }
        : {};
    },
  });
