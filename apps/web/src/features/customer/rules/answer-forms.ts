import { inquiryAnswerInputSchema, inquiryTemplateInputSchema } from '@site/contracts/api/inquiries';

import { koCustomerAdmin } from '../../../i18n/ko-customer';
import { formRules } from '../../../lib/form/form-rules';

export const answerRules = formRules({
  schema: inquiryAnswerInputSchema,
  fallback: { answer: koCustomerAdmin.fallbackErrors.answer },
});

export const templateRules = formRules({
  schema: inquiryTemplateInputSchema,
  fallback: { title: koCustomerAdmin.fallbackErrors.title, body: koCustomerAdmin.fallbackErrors.body },
});

/** A ready text put after what the operator has typed, on a line of its own. */
export const appendText = (current: string, inserted: string): string =>
  current.trim() === '' ? inserted : `${current.replace(/\s+$/, '')}\n\n${inserted}`;
