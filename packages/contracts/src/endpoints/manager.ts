/** The partner console (/manager): a type-2 account's own subtree, its members' money and bets, its daily figures. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  partnerBetPageSchema,
  partnerCashPageSchema,
  partnerDailySchema,
  partnerListQuerySchema,
  partnerMemberPageSchema,
  partnerMemberQuerySchema,
  partnerOverviewSchema,
  partnerRangeQuerySchema,
  subPartnersSchema,
} from '../api/manager';
import type { intIdParamsSchema } from '../api/params';

const tag = '파트너 콘솔';

/** Partners (type 2) only; every answer is about the caller's own subtree. */
export const managerEndpoints = {
  overview: endpoint<NoInput, { 200: typeof partnerOverviewSchema }>({
    method: 'GET',
    path: '/manager/overview',
    summary: '내 파트너 정보(요율, 상위 파트너), 하위 회원·파트너 수, 오늘의 수치',
    tag,
  }),
  members: endpoint<{ query: typeof partnerMemberQuerySchema }, { 200: typeof partnerMemberPageSchema }>({
    method: 'GET',
    path: '/manager/members',
    summary: '내 하위 회원 한 페이지 (아이디·닉네임 검색)',
    tag,
  }),
  memberCash: endpoint<
    { params: typeof intIdParamsSchema; query: typeof partnerListQuerySchema },
    { 200: typeof partnerCashPageSchema }
  >({
    method: 'GET',
    path: '/manager/members/:id/cash',
    summary: '하위 회원의 충전·환전 신청 한 페이지 (조회만)',
    tag,
  }),
  memberBets: endpoint<
    { params: typeof intIdParamsSchema; query: typeof partnerListQuerySchema },
    { 200: typeof partnerBetPageSchema }
  >({
    method: 'GET',
    path: '/manager/members/:id/bets',
    summary: '하위 회원의 베팅 한 페이지 (조회만)',
    tag,
  }),
  daily: endpoint<{ query: typeof partnerRangeQuerySchema }, { 200: typeof partnerDailySchema }>({
    method: 'GET',
    path: '/manager/daily',
    summary: '일별 정산: 서울 날짜별 충전·환전·베팅·당첨·롤링·루징과 합계 (최대 92일)',
    tag,
  }),
  subPartners: endpoint<{ query: typeof partnerRangeQuerySchema }, { 200: typeof subPartnersSchema }>({
    method: 'GET',
    path: '/manager/sub-partners',
    summary: '직속 하위 파트너별 요율, 회원 수, 기간의 충전·환전·베팅·당첨·롤링',
    tag,
  }),
};
