/** The operator's side of messages: loaded with the console only, never with a member's first page. */
import { endpoint } from '../endpoint';
import type { adminMessageSchema, idResponseSchema } from '../api/admin';

/** Under /admin (administrators only). */
export const messageAdminEndpoints = {
  send: endpoint<{ body: typeof adminMessageSchema }, { 200: typeof idResponseSchema }>({
    method: 'POST',
    path: '/admin/messages',
    permission: 'support.decide',
    summary: '회원 한 명에게 쪽지 보내기',
    tag: '운영: 쪽지',
  }),
};
