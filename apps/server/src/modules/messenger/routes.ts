import type { RouteContext } from '../../http/route-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messengerIconParamsSchema, messengerListSchema } from '@site/contracts/api/settings';
import { siteSettingsEndpoints } from '@site/contracts/endpoints/site-settings';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { route } from '../../http/route';
import { readIconFile, type IconFile } from './icon-files';
import { listMessengerItems } from './repo';
import { findImage } from '../images/repo';

// Icons change only with a release that renames them, so browsers may keep them for a month.
const ICON_CACHE_CONTROL = 'public, max-age=2592000';

async function uploadedImage(db: Database, imgPath: string): Promise<IconFile | undefined> {
  const image = await findImage(db, imgPath);
  return image && { body: image.bytes, contentType: image.contentType };
}

export function messengerRoutes({ db }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, siteSettingsEndpoints.messenger, { answers: { 200: messengerListSchema } }, async () =>
      (await listMessengerItems(db)).map(({ id, name, imgPath, link }) => ({ id, name, imgPath, link })),
    );

    // The icon's bytes as they are, so no answer schema.
    route(
      app,
      siteSettingsEndpoints.messengerIcon,
      { params: messengerIconParamsSchema, answers: {} },
      async (request, reply) => {
        // The release's icons first, then the images operators uploaded (events), kept in the database.
        const file = (await readIconFile(request.params.imgPath)) ?? (await uploadedImage(db, request.params.imgPath));
        if (!file) throw new AppError(404, '파일을 찾을 수 없습니다.');
        return (
          reply
            .header('cache-control', ICON_CACHE_CONTROL)
            .header('x-content-type-options', 'nosniff')
            // An SVG opened on its own is a document; it gets no scripts and no outside resources.
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
            .type(file.contentType)
            .send(file.body)
        );
      },
    );
  };
}
