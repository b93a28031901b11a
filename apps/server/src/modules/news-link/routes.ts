import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminNewsLinkSchema } from '@site/contracts/api/admin';
import { newsLinkListSchema } from '@site/contracts/api/settings';
import { siteSettingsEndpoints } from '@site/contracts/endpoints/site-settings';
import { siteSettingsAdminEndpoints } from '@site/contracts/endpoints/site-settings-admin';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { sanitizeStoredHtml } from '../../lib/safe-html';
import { getNewsLink, saveNewsLink } from './repo';

/** GET newsLink: a list whose first item scrolls in the marquee (SPEC.md §7); empty when there is no text. */
export function newsLinkRoutes({ db }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, siteSettingsEndpoints.newsLink, { answers: { 200: newsLinkListSchema } }, async () => {
      const contents = await getNewsLink(db);
      return contents ? [{ contents }] : [];
    });
  };
}

/** Operator API (under /api/admin). PUT answers what was stored, so the operator sees what sanitizing kept. */
export function newsLinkAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = siteSettingsAdminEndpoints;
    route(app, admin.newsLink, { answers: { 200: adminNewsLinkSchema } }, async () => ({
      contents: (await getNewsLink(db)) ?? '',
    }));

    route(
      app,
      admin.saveNewsLink,
      { body: adminNewsLinkSchema, answers: { 200: adminNewsLinkSchema } },
      async (request) => {
        const contents = sanitizeStoredHtml(request.body.contents);
        await audited(
          db,
          request,
          { action: 'newsLink.update', target: { kind: 'settings', id: 'newsLink' }, after: { contents } },
          (tx) => saveNewsLink(tx, contents, clock.now()),
        );
        return { contents };
      },
    );
  };
}
