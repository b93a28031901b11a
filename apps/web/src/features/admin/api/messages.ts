import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import type { idResponseSchema } from '@site/contracts/api/admin';

import { api } from '../../../lib/api-client';
import type { AdminMessage } from '../rules/message-form';

/** POST admin/messages: one message to one member. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (message: AdminMessage) =>
      api<z.infer<typeof idResponseSchema>>('admin/messages', { method: 'POST', body: message }),
  });
}
