import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/monitoring/health.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import './plugins/db.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { openApi } from './plugins/openapi.ts';
import { webApp } from './plugins/web-app.ts';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Pino options; tests pass `false` to keep their output clean. */
  logger?: boolean | object;
}

/** Builds the whole application on an open, migrated database: what the server and the tests use. */
export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);

  await app.register(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Set by the TLS-terminating proxy in production; on plain http it would break localhost.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(openApi);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(catalogRoutes);
      await api.register(contentRoutes);
      await api.register(settingsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webApp, { distDir: config.webDistDir });
  return app;
}
