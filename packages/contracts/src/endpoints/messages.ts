/** The member's inbox, and the operator's sending of a message. */
import { endpoint, type NoInput } from '../endpoint';
import type { okSchema } from '../api/member';
import type { messagePageQuerySchema, messagePageSchema, messageSchema, unreadCountSchema } from '../api/messages';
import type { bigIdParamsSchema } from '../api/params';

const tag = '쪽지';

/** The signed-in member's own messages (members only). */
export const messageEndpoints = {
  unread: endpoint<NoInput, { 200: typeof unreadCountSchema }>({
    method: 'GET',
    path: '/message/unread',
    summary: '읽지 않은 쪽지 수 (회원만)',
    tag,
  }),
  page: endpoint<{ query: typeof messagePageQuerySchema }, { 200: typeof messagePageSchema }>({
    method: 'GET',
    path: '/message',
    summary: '쪽지함 한 페이지 (회원만)',
    tag,
  }),
  one: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof messageSchema }>({
    method: 'GET',
    path: '/message/:id',
    summary: '쪽지 읽기, 읽음으로 표시됨 (회원만)',
    tag,
  }),
  remove: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/message/:id',
    summary: '쪽지 삭제 (회원만)',
    tag,
  }),
};
