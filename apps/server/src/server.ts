import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { refreshPlannerStatistics } from './db/planner-statistics.ts';
import { openDatabase } from './db/client.ts';
import { prepareGracefulShutdown } from './graceful-shutdown.ts';
import { ensureFirstAdmin, resolveJwtSecret } from './modules/auth/index.ts';
import { MediaStorageError } from './modules/media/index.ts';
import { answerSnapshotRequests, SNAPSHOT_SIGNAL } from './backup/snapshot-requests.ts';
import { writeServerPid } from './backup/server-pid.ts';
import { resolveSecretKey } from './modules/settings/index.ts';
import { resolveSmsSettings, smsDeliveryOf, smsOutboxDirectory } from './modules/sms/index.ts';
import { seedDemoContent } from './db/seed.ts';
import { webDistDir } from './paths.ts';

/** How long in-flight requests may take to finish once a stop signal arrives. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig(process.env, webDistDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  mkdirSync(config.dataDir, { recursive: true });
  // Until the app's logger exists, to the console; then as a log line.
  let connectionLost = (error: Error) =>
    console.warn(`PostgreSQL ended a connection: ${error.message}`);
  const database = await openDatabase(config.database, {
    onConnectionError: (error) => connectionLost(error),
  });
  await database.migrate();
  const seeded = await seedDemoContent(database.db);
  await refreshPlannerStatistics(database);
  // Straight to the console, not the logger: a generated password must not reach log storage.
  await ensureFirstAdmin(database.db, config, (text) => process.stdout.write(text));

  const app = await buildApp({
    config,
    database,
    jwtSecret: resolveJwtSecret(config),
    secretKey: resolveSecretKey(config),
  });
  const closeServer = prepareGracefulShutdown(app);
  connectionLost = (error) =>
    app.log.warn({ err: error }, 'PostgreSQL ended a connection; a new one is opened');
  if (seeded.catalogue) app.log.info('Seeded the demo catalogue into the empty database');
  if (app.checkout.provider.simulated) {
    app.log.warn(
      'PayPal is not configured: online payments go through the built-in simulator and take no money (choose sandbox or live in the admin’s payment settings, or set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET)',
    );
  }
  if (app.checkout.moyasar.simulated) {
    app.log.warn(
      'Moyasar is not configured: card, Apple Pay and STC Pay payments go through the built-in simulator and take no money (choose test or live in the admin’s payment settings, or set MOYASAR_SECRET_KEY and MOYASAR_WEBHOOK_SECRET)',
    );
  }
  if (app.checkout.hosted('tabby')?.simulated) {
    app.log.warn(
      'Tabby is not configured: pay-later payments go through the built-in simulator and take no money (choose test or live in the admin’s payment settings, or set TABBY_SECRET_KEY and TABBY_MERCHANT_CODE)',
    );
  }
  const sms = await resolveSmsSettings(database.db, app.secretBox);
  if (smsDeliveryOf(sms) === 'outbox') {
    app.log.warn(
      `SMS is not configured: text messages (sign-in codes) reach no phone; each is written to ${smsOutboxDirectory(config.dataDir)} (enter Unifonic's AppSid and sender name in the admin's Text messages screen)`,
    );
  }
  // Emails, expiry of unpaid orders and the rest, unless another instance is left to run them.
  if (config.backgroundJobs) await app.jobs.start();
  else app.log.info('background jobs are off on this instance (BACKGROUND_JOBS=off)');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.jobs.stop();
      await closeServer();
      await database.close();
      removePid();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  // `npm run backup` asks the running server for a snapshot of the embedded database.
  let removePid = () => {};
  const dumpDataDir = database.dumpDataDir;
  if (dumpDataDir) {
    let snapshots = Promise.resolve();
    process.on(SNAPSHOT_SIGNAL, () => {
      snapshots = snapshots.then(() =>
        answerSnapshotRequests(config.dataDir, { dumpDataDir }, app.mediaStore.storage, app.log),
      );
    });
  }
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (dumpDataDir) removePid = writeServerPid(config.dataDir);
  app.log.info(
    `Store ready at http://localhost:${config.port} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  // A bucket that cannot be used: the message says what to correct, a stack would only hide it.
  console.error(error instanceof MediaStorageError ? error.message : error);
  process.exit(1);
});
