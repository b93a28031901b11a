import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema, siteSettingsUpdateSchema } from '@site/contracts/api/settings';
import { siteSettingsAdminEndpoints } from '@site/contracts/endpoints/site-settings-admin';
import { route } from '../../http/route';
import { audited } from '../audit/operator';
import { updateSiteSettings } from './repo';
import { loadSiteSettings, toSettingsBody } from './service';

/** Operator API (under /api/admin): maintenance, auto-logout minutes, sign-up, tether maintenance. */
export function settingsAdminRoutes({ db, clock }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = siteSettingsAdminEndpoints;
    route(app, admin.settings, { answers: { 200: siteSettingsSchema } }, async () =>
      toSettingsBody(await loadSiteSettings(db)),
    );

    route(
      app,
      admin.saveSettings,
      { body: siteSettingsUpdateSchema, answers: { 200: siteSettingsSchema } },
      async (request) => {
        const { reason, ...patch } = request.body;
        const settings = await audited(
          db,
          request,
          {
            action: 'settings.update',
            target: { kind: 'settings', id: 'site' },
            reason,
            read: async (tx) => toSettingsBody(await loadSiteSettings(tx)),
          },
          (tx) => updateSiteSettings(tx, patch, clock.now()),
        );
        return toSettingsBody(settings);
      },
    );
  };
}
