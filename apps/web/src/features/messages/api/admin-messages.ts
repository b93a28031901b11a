import { useMutation } from '@tanstack/react-query';

import { messageAdminEndpoints } from '@site/contracts/endpoints/messages-admin';

import { call } from '../../../lib/call';
import type { AdminMessage } from '../rules/message-form';

/** One message to one member. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (message: AdminMessage) => call(messageAdminEndpoints.send, { body: message }),
  });
}
