import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiErrorBody } from '@store/shared/errors';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { checkoutRoutes } from './flows/checkout/checkout.routes.ts';
import { shippingQuoteRoutes } from './flows/checkout/shipping-quote.routes.ts';
import { discountCheckRoutes } from './flows/checkout/discount-check.routes.ts';
import { registerCheckoutJobs } from './flows/checkout/checkout-jobs.ts';
import { createCheckoutServices } from './flows/checkout/checkout-services.ts';
import { registerOrderEmailJobs } from './flows/order-emails/order-email-jobs.ts';
import { registerDeferredCaptureJobs } from './flows/deferred-capture/capture-jobs.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { registerMaintenanceJobs } from './jobs/maintenance-jobs.ts';
import { invoicingRoutes } from './flows/invoicing/invoicing.routes.ts';
import { registerInvoicingJobs } from './flows/invoicing/invoicing-jobs.ts';
import { publicTaxDocumentsOf } from './flows/invoicing/public-documents.ts';
import { publicShipmentsOf } from './flows/order-tracking/order-parcels.ts';
import { STAND_IN_PREFIX } from './flows/invoicing/zatca-connection.ts';
import { registerReportingJobs } from './flows/invoicing/zatca-reporting.ts';
import { taxDocumentPdfRoutes, taxDocumentsAdminRoutes } from './modules/invoicing/index.ts';
import { createStoreStandIn, fatooraStandInRoutes, readZatcaState } from './modules/zatca/index.ts';
import { fulfilmentRoutes } from './flows/fulfilment/fulfilment.routes.ts';
import { applyCarrierUpdate, registerShipmentJobs } from './flows/fulfilment/carrier-updates.ts';
import { shipmentsRoutes } from './flows/fulfilment/shipments.routes.ts';
import { findMediaUsage } from './flows/media-usage/find-media-usage.ts';
import { refundRoutes } from './flows/refund/refund.routes.ts';
import { registerReturnEmailJobs } from './flows/returns/return-email-jobs.ts';
import { registerReviewRequestJobs } from './flows/review-requests/review-request-jobs.ts';
import { registerCartReminderJobs } from './flows/cart-reminders/cart-reminder-jobs.ts';
import { cartRemindersRoutes } from './flows/cart-reminders/cart-reminders.routes.ts';
import { cartRecoveryAdminRoutes } from './modules/cart-recovery/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { returnsRoutes } from './flows/returns/returns.routes.ts';
import { socialCardRoutes } from './flows/social-card/social-card.routes.ts';
import { paymentEventsRoutes } from './flows/payment-events/payment-events.routes.ts';
import { discoveryRoutes } from './flows/discovery/discovery.routes.ts';
import { dashboardRoutes } from './flows/reports/dashboard.routes.ts';
import { paymentReportRoutes } from './flows/reports/payment-reports.routes.ts';
import { createSignInCodeSender } from './flows/sign-in-codes/send-sign-in-code.ts';
import { accountRoutes, liveAccountContacts } from './modules/accounts/index.ts';
import { discountReportRoutes } from './flows/reports/discount-report.routes.ts';
import { offerReportRoutes } from './flows/reports/offer-report.routes.ts';
import { accountOrdersRoutes } from './flows/account-orders/account-orders.routes.ts';
import { dataRightsRoutes } from './flows/data-rights/data-rights.routes.ts';
import { registerRetentionJob } from './flows/data-rights/retention-job.ts';
import { accountAddressesRoutes } from './flows/account-addresses/account-addresses.routes.ts';
import { accountWishlistRoutes } from './flows/account-wishlist/account-wishlist.routes.ts';
import { authRoutes, systemClock, type Clock, randomJwtSecret } from './modules/auth/index.ts';
import { catalogRoutes, catalogAdminRoutes, SALES_INVALIDATION } from './modules/catalog/index.ts';
import {
  carrierSettingsRoutes,
  carrierSimulatorRoutes,
  carrierWebhookRoutes,
} from './modules/carriers/index.ts';
import { mediaFiles, mediaRoutes } from './modules/media/index.ts';
import {
  adminSystem,
  auditRoutes,
  monitoringRoutes,
  healthRoutes,
  jobsAdminRoutes,
} from './modules/monitoring/index.ts';
import { ordersAdminRoutes, ordersRoutes } from './modules/orders/index.ts';
import {
  MoyasarSimulator,
  moyasarSimulatorRoutes,
  paymentsAdminRoutes,
  PaypalSimulator,
  providerSettingsRoutes,
  simulatorRoutes,
  TabbySimulator,
  tabbySimulatorRoutes,
} from './modules/payments/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { MarketingTagsInForce, marketingTagsRoutes } from './modules/marketing/index.ts';
import { returnSettingsRoutes } from './modules/returns/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { shippingAdminRoutes, shippingPublicRoutes } from './modules/shipping/index.ts';
import { offersRoutes, promotionsAdminRoutes } from './modules/promotions/index.ts';
import { randomSecretKey, SecretBox, settingsRoutes } from './modules/settings/index.ts';
import { smsSenderInForce, smsSettingsRoutes } from './modules/sms/index.ts';
import { authGuard } from './plugins/auth-guard.ts';
import './plugins/db.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { openApi } from './plugins/openapi.ts';
import { pingRoute } from './plugins/ping.ts';
import { publicCache } from './plugins/public-cache.ts';
import { postgresInvalidationBus } from './plugins/public-cache-postgres-bus.ts';
import { publicEtag } from './plugins/public-etag.ts';
import { rateLimits } from './plugins/rate-limit/rate-limit.ts';
import { rejectNul } from './plugins/reject-nul.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import {
  policyWithSources,
  securityHeaders,
  STORE_SECURITY_POLICY,
} from './plugins/security-headers.ts';
import { STOREFRONT_CACHE_TAGS } from './plugins/storefront-cache-tags.ts';
import { webApp } from './plugins/web-app.ts';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Pino options; tests pass `false` to keep their output clean. */
  logger?: boolean | object;
  /** Signs access tokens; the server passes the configured or stored one, tests get a random one. */
  jwtSecret?: string;
  /** Encrypts stored secrets; the server passes the configured or stored one, tests get a random one. */
  secretKey?: string;
  /** What time it is; tests pass one they can move. */
  clock?: Clock;
  /** Sees every route as it is added: the route-guard test enumerates them with it. */
  onRoute?: (route: RouteOptions) => void;
  /** How often the background worker polls once started (server.ts starts it; tests drain it). */
  jobPollMs?: number;
  /** URLs per product sitemap file (default the protocol's 50,000); tests pass a small one. */
  sitemapUrlLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work: jobs, schedules and domain-event subscribers (jobs/job-runner.ts). */
    jobs: JobRunner;
  }
}

/** Builds the whole application on an open, migrated database: what the server and the tests use. */
export async function buildApp({
  config,
  database,
  logger,
  jwtSecret,
  secretKey,
  clock = systemClock,
  onRoute,
  jobPollMs,
  sitemapUrlLimit,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    logController: new OneLineRequestLog(),
    // Behind a load balancer the client address comes from X-Forwarded-For, but only when the
    // configuration says which proxies to believe (TRUST_PROXY).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    // Addresses the router refuses (a malformed URL, a path part over maxParamLength) answer in
    // the envelope too, not in Fastify's own shape.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply).status(error.statusCode ?? 400).send({
        success: false,
        code: ERROR_CODES.VALIDATION_FAILED,
        message:
          error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? 'A part of the address is too long.'
            : 'The address is not valid.',
      } satisfies ApiErrorBody);
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  // Encrypts stored secrets, and keys the hashes of shoppers' sign-in codes: the same on every
  // instance of one store.
  const storeSecretKey = secretKey ?? config.secretKey ?? randomSecretKey();
  app.decorate('secretBox', new SecretBox(storeSecretKey));
  app.decorate(
    'checkout',
    await createCheckoutServices(config, database.db, app.log, app.secretBox),
  );
  app.decorate(
    'jobs',
    new JobRunner({ db: database.db, log: app.log, now: clock, pollMs: jobPollMs }),
  );
  registerOrderEmailJobs(app.jobs, {
    db: database.db,
    mailer: app.checkout.mailer,
    box: app.secretBox,
    // The emails' links to the shopper's order page.
    storeUrl: config.publicBaseUrl ?? `http://localhost:${config.port}`,
  });
  registerReturnEmailJobs(app.jobs, { db: database.db, mailer: app.checkout.mailer });
  // After delivery, the buyer's one-time link to review what the order brought (issue 21 point 5).
  registerReviewRequestJobs(app.jobs, {
    db: database.db,
    mailer: app.checkout.mailer,
    storeUrl: config.publicBaseUrl ?? `http://localhost:${config.port}`,
  });
  // Abandoned carts (issue 22 point 5): one reminder, with consent, and the recovery counted.
  registerCartReminderJobs(app.jobs, {
    db: database.db,
    mailer: app.checkout.mailer,
    sms: () =>
      smsSenderInForce({ db: database.db, secretBox: app.secretBox, config, log: app.log }),
    storeUrl: config.publicBaseUrl ?? `http://localhost:${config.port}`,
  });
  registerCheckoutJobs(app.jobs, {
    db: database.db,
    services: app.checkout,
    onOrdersChanged: () => app.publicCache.invalidate(...SALES_INVALIDATION),
  });
  registerDeferredCaptureJobs(app.jobs, {
    db: database.db,
    hosted: (method) => app.checkout.hosted(method),
    captureMoment: () => app.checkout.tabbySettings?.captureOn ?? 'shipment',
  });
  // ZATCA: tax documents follow the money; phase 2 ones are reported (flows/invoicing).
  const zatcaConnection = {
    baseUrlOverride: config.zatcaBaseUrl,
    selfUrl: `http://127.0.0.1:${config.port}`,
    timeoutMs: 30_000,
  };
  const invoicingDeps = { db: database.db, box: app.secretBox, log: app.log };
  registerReportingJobs(app.jobs, { ...invoicingDeps, connection: zatcaConnection });
  registerInvoicingJobs(app.jobs, invoicingDeps);
  registerMaintenanceJobs(app.jobs, database.db);
  registerRetentionJob(app.jobs, database.db);
  // Parcels still on their way are asked about every quarter hour (flows/fulfilment).
  registerShipmentJobs(app.jobs, { db: database.db, box: app.secretBox, config, log: app.log });
  // Jobs under way (an email being sent) finish before the app closes; queued ones wait.
  app.addHook('onClose', async () => {
    app.checkout.close();
    await app.jobs.stop();
    app.checkout.mailer.close();
  });

  await app.register(errorHandler);
  await app.register(rejectNul);
  // The CSP opens exactly the origins of the marketing tags in force (modules/marketing).
  const marketingTags = new MarketingTagsInForce(database.db, app.log);
  // Images served from MEDIA_PUBLIC_URL (a bucket, a CDN) are images of the store's own.
  const mediaOrigin = config.media.publicUrl ? new URL(config.media.publicUrl).origin : null;
  await app.register(securityHeaders, {
    ...(mediaOrigin
      ? policyWithSources(STORE_SECURITY_POLICY, {
          scriptSrc: [],
          imgSrc: [mediaOrigin],
          connectSrc: [],
        })
      : STORE_SECURITY_POLICY),
    addedSources: () => marketingTags.cspSources(),
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // Before the guard: the built web app's files are public by nature.
  await app.register(webApp, { distDir: config.webDistDir, publicBaseUrl: config.publicBaseUrl });
  // Every route registered from here on requires an admin unless it is declared public.
  await app.register(authGuard, {
    secret: jwtSecret ?? config.jwtSecret ?? randomJwtSecret(),
    clock,
  });
  // ETag/304 and the in-process cache of public reads (docs/decisions/006-public-read-cache.md).
  await app.register(publicEtag);
  await app.register(publicCache, {
    routes: STOREFRONT_CACHE_TAGS,
    bus:
      config.database.kind === 'postgres'
        ? postgresInvalidationBus(config.database.url, app.log)
        : undefined,
  });
  await app.register(openApi);
  await app.register(rateLimits, { perWindow: config.rateLimits });
  await app.register(adminSystem, { database });
  await app.register(mediaFiles, { dataDir: config.dataDir, media: config.media });

  // What the shopper's order pages add to an order: its tax documents and its parcels.
  const publicOrderSources = {
    taxDocumentsOf: publicTaxDocumentsOf(database.db, app.secretBox),
    shipmentsOf: publicShipmentsOf(database.db),
  };
  await app.register(
    async (api) => {
      await api.register(authRoutes({ clock, secureCookie: config.isProduction }));
      // Shoppers' sign-in by a one-time code (issue 22): its own cookie, its own sessions.
      await api.register(
        accountRoutes({
          clock,
          secureCookie: config.isProduction,
          codeSecret: storeSecretKey,
          sendSignInCode: createSignInCodeSender({
            db: database.db,
            mailer: app.checkout.mailer,
            sms: () =>
              smsSenderInForce({ db: database.db, secretBox: app.secretBox, config, log: app.log }),
            log: app.log,
          }),
        }),
      );
      // The signed-in shopper's orders, guest orders of the same phone or email included.
      await api.register(
        accountOrdersRoutes({
          clock,
          secureCookie: config.isProduction,
          sources: publicOrderSources,
        }),
      );
      // The shopper's data rights (PDPL): a copy of their data, the deletion of their account.
      await api.register(dataRightsRoutes({ clock, secureCookie: config.isProduction }));
      await api.register(privacyRoutes);
      await api.register(cartRemindersRoutes({ clock }));
      await api.register(cartRecoveryAdminRoutes);
      // The shopper's saved addresses, and what the checkout fills in for them.
      await api.register(accountAddressesRoutes({ clock, secureCookie: config.isProduction }));
      // The shopper's wishlist, merged with the device's at sign-in.
      await api.register(accountWishlistRoutes({ clock, secureCookie: config.isProduction }));
      await api.register(healthRoutes(database));
      await api.register(pingRoute);
      await api.register(catalogRoutes);
      await api.register(socialCardRoutes);
      await api.register(contentRoutes);
      await api.register(settingsRoutes);
      await api.register(shippingPublicRoutes);
      await api.register(marketingTagsRoutes(marketingTags));
      await api.register(ordersRoutes(publicOrderSources));
      await api.register(checkoutRoutes);
      await api.register(shippingQuoteRoutes);
      await api.register(discountCheckRoutes);
      // The admin area's own routes (all admin-only by the guard).
      await api.register(catalogAdminRoutes);
      await api.register(
        ordersAdminRoutes({
          accountContacts: (emails, phones) => liveAccountContacts(database.db, emails, phones),
        }),
      );
      await api.register(fulfilmentRoutes);
      await api.register(refundRoutes);
      // Returns (issue 19 point 6): the shopper's request and the admin's screen.
      await api.register(returnSettingsRoutes);
      await api.register(returnsRoutes({ clock }));
      // Verified reviews (issue 21 point 5): the buyer's page, the product's, the admin's queue.
      await api.register(reviewsRoutes({ clock }));
      await api.register(dashboardRoutes);
      await api.register(mediaRoutes({ findUsage: findMediaUsage }));
      await api.register(paymentsAdminRoutes);
      await api.register(paymentEventsRoutes);
      await api.register(providerSettingsRoutes(config));
      await api.register(shippingAdminRoutes);
      await api.register(promotionsAdminRoutes({ clock }));
      await api.register(offersRoutes({ clock }));
      await api.register(paymentReportRoutes);
      await api.register(discountReportRoutes({ clock }));
      await api.register(offerReportRoutes({ clock }));
      await api.register(monitoringRoutes);
      await api.register(auditRoutes);
      await api.register(jobsAdminRoutes);
      await api.register(taxDocumentsAdminRoutes);
      await api.register(taxDocumentPdfRoutes);
      await api.register(invoicingRoutes({ jobs: app.jobs, connection: zatcaConnection }));
      await api.register(carrierSettingsRoutes(config));
      await api.register(carrierSimulatorRoutes(config));
      // Text messages through Unifonic, or the development outbox (issue 22 point 2).
      await api.register(smsSettingsRoutes(config));
      await api.register(shipmentsRoutes(config));
      // OTO's status updates, verified and kept once, move the parcels and their orders.
      await api.register(
        carrierWebhookRoutes({
          config,
          onUpdate: async (update) => {
            await applyCarrierUpdate({ db: database.db, log: app.log }, update);
          },
        }),
      );
    },
    { prefix: '/api' },
  );
  // robots.txt, sitemaps and product feeds (issue 20), at the root as crawlers expect them.
  await app.register(
    discoveryRoutes({ publicBaseUrl: config.publicBaseUrl, urlsPerSitemap: sitemapUrlLimit }),
  );
  // The simulator's approval page answers whenever the payment settings in force say simulator
  // (they can change without a restart); otherwise it does not exist.
  await app.register(async (simulator) => {
    simulator.addHook('onRequest', async (_req, reply) => {
      if (!app.checkout.provider.simulated) {
        reply.callNotFound();
        return reply;
      }
    });
    await simulator.register(simulatorRoutes(new PaypalSimulator(database.db)));
  });
  // Likewise Moyasar's simulator page, while Moyasar's settings in force say simulator.
  await app.register(async (simulator) => {
    simulator.addHook('onRequest', async (_req, reply) => {
      if (!(app.checkout.moyasar instanceof MoyasarSimulator)) {
        reply.callNotFound();
        return reply;
      }
    });
    await simulator.register(moyasarSimulatorRoutes(new MoyasarSimulator(database.db)));
  });
  await app.register(async (simulator) => {
    simulator.addHook('onRequest', async (_req, reply) => {
      if (!(app.checkout.hosted('tabby') instanceof TabbySimulator)) {
        reply.callNotFound();
        return reply;
      }
    });
    await simulator.register(tabbySimulatorRoutes(new TabbySimulator(database.db)));
  });
  // ZATCA's API as the store's own stand-in, while the merchant's chosen environment is it.
  await app.register(
    async (standIn) => {
      standIn.addHook('onRequest', async (_req, reply) => {
        if ((await readZatcaState(database.db)).environment !== 'stand-in') {
          reply.callNotFound();
          return reply;
        }
      });
      await standIn.register(fatooraStandInRoutes(createStoreStandIn()));
    },
    { prefix: STAND_IN_PREFIX },
  );
  return app;
}

/** Believes the nearest `hops` proxies (Fastify types no hop count, proxy-addr takes this function). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
