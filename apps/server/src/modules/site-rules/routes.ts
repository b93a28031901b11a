import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ruleCategoryParamsSchema,
  ruleInputSchema,
  siteRuleListSchema,
  siteRuleSchema,
} from '@site/contracts/api/site-rules';
import { ruleAdminEndpoints, ruleEndpoints } from '@site/contracts/endpoints/site-rules';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { listRules, ruleOf, saveRule } from './service';

/** GET rules: public, guests read /rule too. */
export function ruleRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, ruleEndpoints.list, { answers: { 200: siteRuleListSchema } }, () => listRules(db, clock.now()));
  };
}

/** Operator API (under /api/admin): read and save one category. */
export function ruleAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const params = { params: ruleCategoryParamsSchema };
    route(app, ruleAdminEndpoints.get, { ...params, answers: { 200: siteRuleSchema } }, (request) =>
      ruleOf(db, request.params.category, clock.now()),
    );
    route(
      app,
      ruleAdminEndpoints.save,
      { ...params, body: ruleInputSchema, answers: { 200: siteRuleSchema } },
      (request) =>
        audited(
          db,
          request,
          { action: 'rule.update', target: { kind: 'rule', id: request.params.category }, after: request.body },
          (tx) => saveRule(tx, request.params.category, request.body, clock.now()),
        ),
    );
  };
}
