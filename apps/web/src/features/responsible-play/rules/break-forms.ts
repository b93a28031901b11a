import { selfExclusionRequestSchema, timeOutRequestSchema } from '@site/contracts/api/self-exclusion';

import { formRules } from '../../../lib/form/form-rules';
import { koBreaks } from '../../../i18n/ko-responsible-play';

/** A break's form as typed: the chosen length (days or months, as the select holds it) and the password. */
export type BreakDraft = {
  length: string;
  password: string;
};

export const emptyBreakDraft: BreakDraft = { length: '', password: '' };

const lengthOf = (draft: BreakDraft): number | undefined => (draft.length === '' ? undefined : Number(draft.length));

export const timeOutRules = formRules({
  schema: timeOutRequestSchema,
  toInput: (draft: BreakDraft) => ({ days: lengthOf(draft), password: draft.password }),
  fallback: { length: koBreaks.chooseLength },
  moved: { days: 'length' },
});

export const selfExclusionRules = formRules({
  schema: selfExclusionRequestSchema,
  toInput: (draft: BreakDraft) => ({ months: lengthOf(draft), password: draft.password }),
  fallback: { length: koBreaks.chooseLength },
  moved: { months: 'length' },
});
