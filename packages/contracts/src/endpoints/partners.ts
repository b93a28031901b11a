/** The partner tree, under /admin (administrators only): the tree, new partners, their rates, members' places. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  partnerCreateSchema,
  partnerMemberMoveSchema,
  partnerMemberPlaceSchema,
  partnerNodeSchema,
  partnerRatesInputSchema,
  partnerTreeSchema,
} from '../api/partners';
import type { intIdParamsSchema, userIdParamsSchema } from '../api/params';

const operatorTag = '운영: 파트너';

export const partnerAdminEndpoints = {
  tree: endpoint<NoInput, { 200: typeof partnerTreeSchema }>({
    method: 'GET',
    path: '/admin/partners',
    permission: 'partners.view',
    summary: '파트너 트리 전체 (본사부터 깊이 우선 순서), 요율과 회원·하위 파트너 수',
    tag: operatorTag,
  }),
  create: endpoint<{ body: typeof partnerCreateSchema }, { 200: typeof partnerNodeSchema }>({
    method: 'POST',
    path: '/admin/partners',
    permission: 'partners.configure',
    summary: '파트너 계정 만들기 (상위 파트너 아래, 또는 본사로); 요율은 상위 파트너의 요율 이하',
    tag: operatorTag,
  }),
  saveRates: endpoint<
    { params: typeof intIdParamsSchema; body: typeof partnerRatesInputSchema },
    { 200: typeof partnerNodeSchema }
  >({
    method: 'PUT',
    path: '/admin/partners/:id/rates',
    permission: 'partners.configure',
    summary: '파트너 요율 저장: 상위 파트너의 요율 이하, 하위 파트너에게 준 요율 이상',
    tag: operatorTag,
  }),
  moveMember: endpoint<
    { params: typeof userIdParamsSchema; body: typeof partnerMemberMoveSchema },
    { 200: typeof partnerMemberPlaceSchema }
  >({
    method: 'PUT',
    path: '/admin/partners/members/:userId',
    permission: 'partners.decide',
    summary: '회원을 파트너 아래로 옮기기 (null: 파트너 없음)',
    tag: operatorTag,
  }),
};
