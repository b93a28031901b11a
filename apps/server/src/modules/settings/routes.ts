import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoLogoutSchema, maintenanceSchema, signUpSettingSchema } from '@site/contracts/api/settings';
import { siteSettingsEndpoints } from '@site/contracts/endpoints/site-settings';
import { route } from '../../http/route';
import { loadSiteSettings } from './service';

/** The public settings every visitor's site reads (SPEC.md §7), paths spelled as the spec has them. */
export function settingsRoutes({ db }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    const settings = siteSettingsEndpoints;
    route(app, settings.maintenance, { answers: { 200: maintenanceSchema } }, async () => {
      const { siteNoticeFlg } = await loadSiteSettings(db);
      return { siteNoticeFlg };
    });

    route(app, settings.autoLogout, { answers: { 200: autoLogoutSchema } }, async () => {
      const { autoLogoutMin } = await loadSiteSettings(db);
      return { autoLogoutMin };
    });

    route(app, settings.signUp, { answers: { 200: signUpSettingSchema } }, async () => {
      const { joinStartEndFlg } = await loadSiteSettings(db);
      return { joinStartEndFlg };
    });
  };
}
