import { inquiryAnswerInputSchema, inquiryTemplateInputSchema } from '@site/contracts/api/inquiries';

import { koInquiriesAdmin } from '../../../i18n/ko-inquiries';
import { formRules } from '../../../lib/form/form-rules';

export const answerRules = formRules({
  schema: inquiryAnswerInputSchema,
  fallback: { answer: koInquiriesAdmin.fallbackErrors.answer },
});

export const templateRules = formRules({
  schema: inquiryTemplateInputSchema,
  fallback: { title: koInquiriesAdmin.fallbackErrors.title, body: koInquiriesAdmin.fallbackErrors.body },
});

/** A ready text put after what the operator has typed, on a line of its own. */
export const appendText = (current: string, inserted: string): string =>
  current.trim() === '' ? inserted : `${current.replace(/\s+$/, '')}\n\n${inserted}`;
