import type { z } from 'zod';

import { adminMessageSchema } from '@site/contracts/api/admin';

import { koAdmin } from '../../../i18n/ko-admin';
import { fieldErrors, type Parsed } from '../../../components/console/field-errors';

export type AdminMessage = z.infer<typeof adminMessageSchema>;
export type MessageField = keyof AdminMessage;

export const emptyMessageDraft: AdminMessage = { userId: '', title: '', contents: '' };

// The contract words every rule of a message in Korean; these only cover a rule it might add.
const fallback: Record<MessageField, string> = koAdmin.messages.fallbackErrors;

export function messagePayload(draft: AdminMessage): Parsed<AdminMessage, MessageField> {
  const result = adminMessageSchema.safeParse(draft);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues, fallback) };
}
