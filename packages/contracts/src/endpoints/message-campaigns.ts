/** 쪽지 to a segment of members (issue 36), under /admin: a count before sending, the send, its progress. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  campaignCreateSchema,
  campaignListSchema,
  campaignPreviewInputSchema,
  campaignPreviewSchema,
  campaignViewSchema,
} from '../api/admin-message-campaigns';

const tag = '운영: 단체 쪽지';

export const messageCampaignEndpoints = {
  // Only reads, so it is a view (decision 075, like POST /admin/events/preview).
  preview: endpoint<{ body: typeof campaignPreviewInputSchema }, { 200: typeof campaignPreviewSchema }>({
    method: 'POST',
    path: '/admin/message-campaigns/preview',
    permission: 'support.view',
    summary: '단체 쪽지 대상 회원 수 (보내기 전 확인용)',
    tag,
  }),
  create: endpoint<{ body: typeof campaignCreateSchema }, { 200: typeof campaignViewSchema }>({
    method: 'POST',
    path: '/admin/message-campaigns',
    permission: 'support.decide',
    summary: '단체 쪽지 보내기: 대상은 지금 정해지고, 발송은 배경에서 나누어 진행',
    tag,
  }),
  list: endpoint<NoInput, { 200: typeof campaignListSchema }>({
    method: 'GET',
    path: '/admin/message-campaigns',
    permission: 'support.view',
    summary: '단체 쪽지 목록 (최신순, 발송 진행률)',
    tag,
  }),
};
