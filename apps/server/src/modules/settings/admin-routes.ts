import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema, siteSettingsUpdateSchema } from '@site/contracts/api/settings';
import { siteSettingsAdminEndpoints } from '@site/contracts/endpoints/site-settings-admin';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { updateSiteSettings } from './repo';
import { siteSettingsBody } from './service';

/** Operator API (under /api/admin): maintenance, auto-logout minutes, sign-up, tether maintenance, deposits after verification. */
export function settingsAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = siteSettingsAdminEndpoints;
    route(app, admin.settings, { answers: { 200: siteSettingsSchema } }, () => siteSettingsBody(db));

    route(
      app,
      admin.saveSettings,
      { body: siteSettingsUpdateSchema, answers: { 200: siteSettingsSchema } },
      async (request) => {
        const { reason, ...patch } = request.body;
        return audited(
          db,
          request,
          {
            action: 'settings.update',
            target: { kind: 'settings', id: 'site' },
            reason,
            read: (tx) => siteSettingsBody(tx),
          },
          async (tx) => {
            await updateSiteSettings(tx, patch, clock.now());
            return siteSettingsBody(tx);
          },
        );
      },
    );
  };
}
