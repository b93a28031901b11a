import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoLogoutSchema, maintenanceSchema, signUpSettingSchema } from '@site/contracts/api/settings';
import type { Database } from '../../db/client';
import { loadSiteSettings } from './service';

/** The public settings every visitor's site reads (SPEC.md §7), paths spelled as the spec has them. */
export function settingsRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/setting/maintanace', { schema: { response: { 200: maintenanceSchema } } }, async () => {
      const { siteNoticeFlg } = await loadSiteSettings(db);
      return { siteNoticeFlg };
    });

    app.get('/setting/autoLogoutMin', { schema: { response: { 200: autoLogoutSchema } } }, async () => {
      const { autoLogoutMin } = await loadSiteSettings(db);
      return { autoLogoutMin };
    });

    app.get('/settingSignUp', { schema: { response: { 200: signUpSettingSchema } } }, async () => {
      const { joinStartEndFlg } = await loadSiteSettings(db);
      return { joinStartEndFlg };
    });
  };
}
