/**
 * Identity verification (docs/decisions/064): the member's state and request, and the operator's
 * queue with the document image, which only staff can open.
 */
import { endpoint, type NoInput } from '../endpoint';
import type { bigIdParamsSchema } from '../api/params';
import type {
  adminVerificationListSchema,
  adminVerificationQuerySchema,
  adminVerificationSchema,
  memberVerificationSchema,
  verificationRefusalSchema,
  verificationSubmitSchema,
} from '../api/verification';

const tag = '본인 인증';
const operatorTag = '운영: 본인 인증';

/** The member's own verification (members only). */
export const verificationEndpoints = {
  state: endpoint<NoInput, { 200: typeof memberVerificationSchema }>({
    method: 'GET',
    path: '/member/verification',
    summary: '본인 인증 상태 (없음, 심사 중, 승인, 거절과 사유) 와 출금·충전에 필요한지',
    tag,
  }),
  submit: endpoint<{ body: typeof verificationSubmitSchema }, { 201: typeof memberVerificationSchema }>({
    method: 'POST',
    path: '/member/verification',
    summary: '본인 인증 신청 (실명, 생년월일, 신분증 종류, 신분증 사진: base64 또는 data URL)',
    tag,
  }),
};

/** The operator's queue, under /admin (administrators only). */
export const verificationAdminEndpoints = {
  list: endpoint<{ query: typeof adminVerificationQuerySchema }, { 200: typeof adminVerificationListSchema }>({
    method: 'GET',
    path: '/admin/verifications',
    permission: 'risk.view',
    summary: '본인 인증 신청 목록 (심사 대기, 또는 최근 처리된 것)',
    tag: operatorTag,
  }),
  one: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof adminVerificationSchema }>({
    method: 'GET',
    path: '/admin/verifications/:id',
    permission: 'risk.view',
    summary: '본인 인증 신청 하나',
    tag: operatorTag,
  }),
  // The image's bytes as they are (no answer schema), never cached.
  document: endpoint<{ params: typeof bigIdParamsSchema }, Record<never, never>>({
    method: 'GET',
    path: '/admin/verifications/:id/document',
    permission: 'risk.view',
    summary: '본인 인증 신청의 신분증 이미지 (운영자만, 캐시 안 함)',
    tag: operatorTag,
  }),
  approve: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof adminVerificationSchema }>({
    method: 'POST',
    path: '/admin/verifications/:id/approve',
    permission: 'risk.decide',
    summary: '본인 인증 승인',
    tag: operatorTag,
  }),
  refuse: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof verificationRefusalSchema },
    { 200: typeof adminVerificationSchema }
  >({
    method: 'POST',
    path: '/admin/verifications/:id/refuse',
    permission: 'risk.decide',
    summary: '본인 인증 거절 (사유는 회원에게 보임)',
    tag: operatorTag,
  }),
};
