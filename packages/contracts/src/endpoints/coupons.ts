/** Coupons (/coupon): the member's coupon box and its use, the operator's issues and voucher fulfilment. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  couponBoxSchema,
  couponIssueInputSchema,
  couponIssueListSchema,
  couponIssueViewSchema,
  couponTargetCountSchema,
  couponTargetQuerySchema,
  couponUsedSchema,
  voucherFulfilInputSchema,
  voucherListSchema,
  voucherViewSchema,
} from '../api/coupon-box';
import type { bigIdParamsSchema } from '../api/params';

const tag = '쿠폰';
const operatorTag = '운영: 쿠폰';

export const couponEndpoints = {
  box: endpoint<NoInput, { 200: typeof couponBoxSchema }>({
    method: 'GET',
    path: '/coupon',
    summary: '내 쿠폰함: 모든 쿠폰과 룰렛별 사용 가능한 쿠폰 수',
    tag,
  }),
  use: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof couponUsedSchema }>({
    method: 'POST',
    path: '/coupon/:id/use',
    summary: '머니·포인트 쿠폰 사용 (한 번만 지급)',
    tag,
  }),
};

export const couponAdminEndpoints = {
  issues: endpoint<NoInput, { 200: typeof couponIssueListSchema }>({
    method: 'GET',
    path: '/admin/coupons/issues',
    permission: 'promotions.view',
    summary: '쿠폰 지급 내역 (최신순, 지급·사용·만료·사용가능 수)',
    tag: operatorTag,
  }),
  issue: endpoint<{ body: typeof couponIssueInputSchema }, { 200: typeof couponIssueViewSchema }>({
    method: 'POST',
    path: '/admin/coupons/issues',
    permission: 'promotions.money',
    summary: '쿠폰 지급 (회원 한 명, 레벨, 전체 회원)',
    tag: operatorTag,
  }),
  targetCount: endpoint<{ query: typeof couponTargetQuerySchema }, { 200: typeof couponTargetCountSchema }>({
    method: 'GET',
    path: '/admin/coupons/target-count',
    permission: 'promotions.view',
    summary: '지급 대상 회원 수 (지급 전 확인용)',
    tag: operatorTag,
  }),
  vouchers: endpoint<NoInput, { 200: typeof voucherListSchema }>({
    method: 'GET',
    path: '/admin/coupons/vouchers',
    permission: 'promotions.view',
    summary: '교환권 발송 대기·완료 목록',
    tag: operatorTag,
  }),
  fulfil: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof voucherFulfilInputSchema },
    { 200: typeof voucherViewSchema }
  >({
    method: 'POST',
    path: '/admin/coupons/vouchers/:id/fulfil',
    permission: 'promotions.decide',
    summary: '교환권 발송 처리 (한 번만; 회원에게 쪽지)',
    tag: operatorTag,
  }),
};
