import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idResponseSchema } from '@site/contracts/api/admin';
import {
  inquiryAccountAnswerSchema,
  adminInquiryPageQuerySchema,
  adminInquiryPageSchema,
  adminInquirySchema,
  inquiryAnswerInputSchema,
  inquiryInputSchema,
  inquiryPageQuerySchema,
  inquiryPageSchema,
  inquirySchema,
  inquiryTemplateInputSchema,
  inquiryTemplateListSchema,
  inquiryTemplateSchema,
  inquiryUnreadSchema,
  inquiryWaitingCountSchema,
} from '@site/contracts/api/inquiries';
import { okSchema } from '@site/contracts/api/member';
import { bigIdParamsSchema, intIdParamsSchema } from '@site/contracts/api/params';
import { inquiryAdminEndpoints, inquiryEndpoints } from '@site/contracts/endpoints/inquiries';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { callerOf } from '../auth/session-guard';
import { loadCashierSettings } from '../cashier/settings-repo';
import { countUnreadAnswers, countWaiting } from './repo';
import * as service from './service';

const ok = { ok: true as const };

/** The member's own 1:1 inquiries. */
export function inquiryRoutes({ db, clock, guard }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', guard.requireMember);
    const api = inquiryEndpoints;
    const memberOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).member.id;

    route(app, api.unread, { answers: { 200: inquiryUnreadSchema } }, (request) =>
      countUnreadAnswers(db, memberOf(request)),
    );
    route(app, api.page, { query: inquiryPageQuerySchema, answers: { 200: inquiryPageSchema } }, (request) =>
      service.ownPage(db, memberOf(request), request.query),
    );
    route(app, api.one, { params: bigIdParamsSchema, answers: { 200: inquirySchema } }, (request) =>
      service.readInquiry(db, clock, memberOf(request), request.params.id),
    );
    route(app, api.create, { body: inquiryInputSchema, answers: { 200: idResponseSchema } }, async (request) => ({
      id: await service.askInquiry(db, clock, memberOf(request), request.body),
    }));
    route(app, api.remove, { params: bigIdParamsSchema, answers: { 200: okSchema } }, async (request) => {
      await service.deleteInquiry(db, memberOf(request), request.params.id);
      return ok;
    });
  };
}

/** Operator API (under /api/admin): the queue, answers and answer templates. */
export function inquiryAdminRoutes({ db, clock, bus }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const api = inquiryAdminEndpoints;
    route(app, api.queue, { query: adminInquiryPageQuerySchema, answers: { 200: adminInquiryPageSchema } }, (request) =>
      service.queuePage(db, request.query),
    );
    route(app, api.waiting, { answers: { 200: inquiryWaitingCountSchema } }, () => countWaiting(db));
    route(app, api.one, { params: bigIdParamsSchema, answers: { 200: adminInquirySchema } }, (request) =>
      service.inquiryForOperator(db, request.params.id),
    );
    for (const [endpoint, mode] of [
      [api.answer, 'first'],
      [api.editAnswer, 'edit'],
    ] as const) {
      route(
        app,
        endpoint,
        { params: bigIdParamsSchema, body: inquiryAnswerInputSchema, answers: { 200: adminInquirySchema } },
        (request) =>
          audited(
            db,
            request,
            {
              action: mode === 'first' ? 'inquiry.answer' : 'inquiry.answer.edit',
              target: { kind: 'inquiry', id: request.params.id },
              after: { answer: request.body.answer },
            },
            (tx) =>
              service.answerInquiry(
                tx,
                { clock, bus },
                { id: request.params.id, answer: request.body.answer, operatorId: callerOf(request).member.id, mode },
              ),
          ),
      );
    }

    route(app, api.accountAnswer, { answers: { 200: inquiryAccountAnswerSchema } }, async () => ({
      text: (await loadCashierSettings(db)).accountInquiryAnswer,
    }));
    route(app, api.templates, { answers: { 200: inquiryTemplateListSchema } }, () => service.templates(db));
    route(
      app,
      api.addTemplate,
      { body: inquiryTemplateInputSchema, answers: { 200: inquiryTemplateSchema } },
      (request) => service.addTemplate(db, clock, request.body),
    );
    route(
      app,
      api.editTemplate,
      { params: intIdParamsSchema, body: inquiryTemplateInputSchema, answers: { 200: inquiryTemplateSchema } },
      (request) => service.editTemplate(db, clock, request.params.id, request.body),
    );
    route(app, api.removeTemplate, { params: intIdParamsSchema, answers: { 200: okSchema } }, async (request) => {
      await service.removeTemplate(db, request.params.id);
      return ok;
    });
  };
}
