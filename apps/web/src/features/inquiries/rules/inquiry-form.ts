import type { z } from 'zod';

import { inquiryInputSchema } from '@site/contracts/api/inquiries';
import { inquiryFlags, isInquiryFlag, type InquiryCategory } from '@site/contracts/inquiries';

import { koInquiries } from '../../../i18n/ko-inquiries';
import { formRules } from '../../../lib/form/form-rules';

export type InquiryDraft = { category: InquiryCategory | ''; title: string; body: string };
export type InquiryInput = z.infer<typeof inquiryInputSchema>;

/** The write form as /customer/write/{flag} opens it: a known purpose fills in its category and title. */
export function inquiryDraftFor(flag: string | undefined): InquiryDraft {
  if (!isInquiryFlag(flag)) return { category: '', title: '', body: '' };
  const { category, title } = inquiryFlags[flag];
  return { category, title, body: '' };
}

// The contract words every rule in Korean; the fallback only covers a rule it might add.
export const inquiryRules = formRules({ schema: inquiryInputSchema, fallback: koInquiries.fallbackErrors });
