import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPopupSchema, idResponseSchema } from '@site/contracts/api/admin';
import { okSchema } from '@site/contracts/api/member';
import { popupListSchema } from '@site/contracts/api/settings';
import { siteSettingsEndpoints } from '@site/contracts/endpoints/site-settings';
import { siteSettingsAdminEndpoints } from '@site/contracts/endpoints/site-settings-admin';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { intIdParamsSchema } from '@site/contracts/api/params';
import { listPopups } from './repo';
import { createPopup, removePopup, toPopup } from './service';

/** GET popup: the popups the site shows, in their stacking order. */
export function popupRoutes({ db }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, siteSettingsEndpoints.popups, { answers: { 200: popupListSchema } }, async () =>
      (await listPopups(db, { activeOnly: true })).map(toPopup),
    );
  };
}

/** Operator API (under /api/admin). */
export function popupAdminRoutes({ db }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = siteSettingsAdminEndpoints;
    route(app, admin.popups, { answers: { 200: popupListSchema } }, async () =>
      (await listPopups(db, { activeOnly: false })).map(toPopup),
    );

    route(app, admin.createPopup, { body: adminPopupSchema, answers: { 200: idResponseSchema } }, async (request) => ({
      id: await audited<number>(
        db,
        request,
        { action: 'popup.create', target: (id: number) => ({ kind: 'popup', id }), after: request.body },
        (tx) => createPopup(tx, request.body),
      ),
    }));

    route(app, admin.deletePopup, { params: intIdParamsSchema, answers: { 200: okSchema } }, async (request) => {
      await audited(db, request, { action: 'popup.delete', target: { kind: 'popup', id: request.params.id } }, (tx) =>
        removePopup(tx, request.params.id),
      );
      return { ok: true as const };
    });
  };
}
