import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema, siteSettingsUpdateSchema } from '@site/contracts/api/settings';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { updateSiteSettings } from './repo';
import { loadSiteSettings, toSettingsBody } from './service';

/** Operator API (under /api/admin): maintenance, auto-logout minutes, sign-up, tether maintenance. */
export function settingsAdminRoutes({ db, clock }: { db: Database; clock: Clock }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/settings', { schema: { response: { 200: siteSettingsSchema } } }, async () =>
      toSettingsBody(await loadSiteSettings(db)),
    );

    app.put(
      '/settings',
      { schema: { body: siteSettingsUpdateSchema, response: { 200: siteSettingsSchema } } },
      async (request) => toSettingsBody(await updateSiteSettings(db, request.body, clock.now())),
    );
  };
}
