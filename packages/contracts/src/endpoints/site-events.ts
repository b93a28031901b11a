/** Events of /event (public) and the operator's event editor with its image uploads (issue 15). */
import { endpoint, type NoInput } from '../endpoint';
import type {
  adminEventListSchema,
  adminEventSchema,
  eventDetailSchema,
  eventInputSchema,
  eventJoinedSchema,
  eventRewardsQuerySchema,
  eventRewardsSchema,
  eventListQuerySchema,
  eventListSchema,
  htmlPreviewSchema,
  htmlPreviewedSchema,
  imageUploadSchema,
  imageUploadedSchema,
} from '../api/site-events';
import type { okSchema } from '../api/member';
import type { intIdParamsSchema } from '../api/params';

const tag = '이벤트';
const operatorTag = '운영: 이벤트';

export const eventEndpoints = {
  list: endpoint<{ query: typeof eventListQuerySchema }, { 200: typeof eventListSchema }>({
    method: 'GET',
    path: '/events',
    summary: '이벤트 목록 (탭: 전체, 진행중, 종료; 15개씩)',
    tag,
  }),
  detail: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof eventDetailSchema }>({
    method: 'GET',
    path: '/events/:id',
    summary: '이벤트 한 건 (본문, 참여 보상과 내 참여 여부 포함)',
    tag,
  }),
  join: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof eventJoinedSchema }>({
    method: 'POST',
    path: '/events/:id/join',
    summary: '이벤트 참여 (회원당 한 번, 보상 쿠폰 지급)',
    tag,
  }),
  rewards: endpoint<{ query: typeof eventRewardsQuerySchema }, { 200: typeof eventRewardsSchema }>({
    method: 'GET',
    path: '/calculateEvent',
    summary: '내 이벤트·출석 보상 내역 (서울 날짜 범위, 쿠폰 상태와 합계)',
    tag,
  }),
};

export const eventAdminEndpoints = {
  list: endpoint<NoInput, { 200: typeof adminEventListSchema }>({
    method: 'GET',
    path: '/admin/events',
    permission: 'promotions.view',
    summary: '모든 이벤트',
    tag: operatorTag,
  }),
  create: endpoint<{ body: typeof eventInputSchema }, { 200: typeof adminEventSchema }>({
    method: 'POST',
    path: '/admin/events',
    permission: 'promotions.configure',
    summary: '이벤트 추가 (본문 HTML은 저장 전에 정리됨)',
    tag: operatorTag,
  }),
  edit: endpoint<{ params: typeof intIdParamsSchema; body: typeof eventInputSchema }, { 200: typeof adminEventSchema }>(
    {
      method: 'PUT',
      path: '/admin/events/:id',
      permission: 'promotions.configure',
      summary: '이벤트 수정',
      tag: operatorTag,
    },
  ),
  remove: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/admin/events/:id',
    permission: 'promotions.configure',
    summary: '이벤트 삭제',
    tag: operatorTag,
  }),
  uploadImage: endpoint<{ body: typeof imageUploadSchema }, { 200: typeof imageUploadedSchema }>({
    method: 'POST',
    path: '/admin/images',
    permission: 'settings.configure',
    summary: '이미지 올리기 (png, jpeg, webp, gif; 2MB까지; base64)',
    tag: operatorTag,
  }),
  preview: endpoint<{ body: typeof htmlPreviewSchema }, { 200: typeof htmlPreviewedSchema }>({
    method: 'POST',
    path: '/admin/events/preview',
    permission: 'promotions.view',
    summary: '본문 HTML을 저장될 모습대로 정리해 보기',
    tag: operatorTag,
  }),
};
