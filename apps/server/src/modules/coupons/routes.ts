import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
} from '@site/contracts/api/coupon-box';
import { bigIdParamsSchema } from '@site/contracts/api/params';
import { couponAdminEndpoints, couponEndpoints } from '@site/contracts/endpoints/coupons';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { callerOf } from '../auth/session-guard';
import { publishBalance } from '../ledger/service';
import {
  countTargets,
  couponBox,
  couponIssueViews,
  fulfilVoucher,
  issueCoupons,
  useCoupon,
  voucherList,
} from './service';

/** /coupon: the member's coupon box and the use of a money or point coupon (members only). */
export function couponRoutes({ db, clock, bus, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      couponEndpoints.box,
      { answers: { 200: couponBoxSchema } },
      (request) => couponBox(db, callerOf(request).member.id, clock.now()),
      { onRequest: guard.requireMember },
    );
    route(
      app,
      couponEndpoints.use,
      { params: bigIdParamsSchema, answers: { 200: couponUsedSchema } },
      async (request) => {
        const { result, change } = await useCoupon(db, callerOf(request).member.id, request.params.id, clock.now());
        publishBalance(bus, change);
        return result;
      },
      { onRequest: guard.requireMember },
    );
  };
}

/** Operator API (under /api/admin): coupon issues with their counts, and voucher fulfilment. */
export function couponAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, couponAdminEndpoints.issues, { answers: { 200: couponIssueListSchema } }, async () => ({
      issues: await couponIssueViews(db, clock.now()),
    }));
    route(
      app,
      couponAdminEndpoints.issue,
      { body: couponIssueInputSchema, answers: { 200: couponIssueViewSchema } },
      (request) =>
        audited<Awaited<ReturnType<typeof issueCoupons>>>(
          db,
          request,
          {
            action: 'coupon.issue',
            target: (issued) => ({ kind: 'coupon', id: issued.id }),
            afterOf: () => request.body,
          },
          (tx) => issueCoupons(tx, request.body, callerOf(request).member.id, clock.now()),
        ),
    );
    route(
      app,
      couponAdminEndpoints.targetCount,
      { query: couponTargetQuerySchema, answers: { 200: couponTargetCountSchema } },
      async (request) => ({ count: await countTargets(db, request.query, clock.now()) }),
    );
    route(app, couponAdminEndpoints.vouchers, { answers: { 200: voucherListSchema } }, () => voucherList(db));
    route(
      app,
      couponAdminEndpoints.fulfil,
      { params: bigIdParamsSchema, body: voucherFulfilInputSchema, answers: { 200: voucherViewSchema } },
      (request) =>
        audited(
          db,
          request,
          { action: 'voucher.fulfil', target: { kind: 'voucher', id: request.params.id }, reason: request.body.memo },
          (tx) => fulfilVoucher(tx, request.params.id, request.body.memo, clock.now()),
        ),
    );
  };
}
