/** Slips to share (베팅 공유): a bet or a cart as a link, and the board post's 이 조합 담기. */
import { endpoint } from '../endpoint';
import type { intIdParamsSchema } from '../api/params';
import type {
  createSharedSlipSchema,
  sharedSlipLinkSchema,
  sharedSlipParamsSchema,
  sharedSlipSchema,
} from '../api/shared-slips';

const tag = '베팅 공유';

export const sharedSlipEndpoints = {
  create: endpoint<{ body: typeof createSharedSlipSchema }, { 200: typeof sharedSlipLinkSchema }>({
    method: 'POST',
    path: '/slips',
    summary: '내 스포츠 베팅 또는 카트를 링크로 공유 (같은 베팅·카트는 같은 링크, 24시간에 100번까지)',
    tag,
  }),
  view: endpoint<{ params: typeof sharedSlipParamsSchema }, { 200: typeof sharedSlipSchema }>({
    method: 'GET',
    path: '/slips/:code',
    summary: '공유된 베팅 보기: 경기와 오늘의 배당, 마감된 경기 표시 (금액은 보이지 않음, 비회원도)',
    tag,
  }),
  boardPost: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof sharedSlipSchema }>({
    method: 'GET',
    path: '/board/posts/:id/slip',
    summary: '게시글에 첨부된 베팅의 경기를 오늘의 배당으로 (이 조합 담기)',
    tag,
  }),
};
