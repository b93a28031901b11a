import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database, DatabaseEngine } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { registerNotFoundHandler } from './http/not-found';
import { loadWebSite, registerWebSite } from './http/web-site';
import { healthRoutes } from './modules/health/routes';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDeps {
  config: AppConfig;
  db: Database;
  engine: DatabaseEngine;
  /** false silences request logging (tests); default: JSON lines at config.logLevel */
  logger?: boolean;
}

// Validation messages reach members (400 issues), so zod speaks Korean.
z.config(z.locales.ko());

export async function buildApp({ config, db, engine, logger = true }: AppDeps): Promise<App> {
  const app = Fastify({ logger: logger ? { level: config.logLevel } : false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ db, engine }));
    },
    { prefix: '/api' },
  );

  const site = await loadWebSite(config.webDist, config.siteBrand);
  if (site) await registerWebSite(app, site);
  else app.log.warn({ webDist: config.webDist }, 'web app not built; serving the API only');
  registerNotFoundHandler(app, site);

  return app;
}
