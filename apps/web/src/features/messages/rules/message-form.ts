import type { z } from 'zod';

import { adminMessageSchema } from '@site/contracts/api/admin';

import { koAdmin } from '../../../i18n/ko-admin';
import { formRules } from '../../../lib/form/form-rules';

export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const emptyMessageDraft: AdminMessage = { userId: '', title: '', contents: '' };

// The contract words every rule of a message in Korean; the fallback only covers a rule it might add.
export const messageRules = formRules({ schema: adminMessageSchema, fallback: koAdmin.messages.fallbackErrors });
