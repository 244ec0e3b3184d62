import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Pg from 'pg';
import { lazyPackage } from '../lazy-package.ts';
import type { InvalidationBus, InvalidationListener } from './public-cache-bus.ts';

/** Loaded when the bus starts: only a store on PostgreSQL has one. */
const pg = lazyPackage<typeof Pg>('pg');

export interface PostgresBusOptions {
  /** NOTIFY channel; instances on one database share it. */
  channel?: string;
  /** Wait before reconnecting a lost LISTEN connection. */
  retryMs?: number;
}

/**
 * Invalidations through PostgreSQL's LISTEN/NOTIFY on the store's own database: no other service
 * to run. One dedicated connection listens (and publishes); when it drops, this instance clears
 * its cache and again once it is back, since notifications sent in between are lost.
 */
export function postgresInvalidationBus(
  url: string,
  log: FastifyBaseLogger,
  { channel = 'store_public_cache', retryMs = 1000 }: PostgresBusOptions = {},
): InvalidationBus {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const instance = randomUUID();
  let listener: InvalidationListener | undefined;
  let client: Pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  let sending: Promise<void> = Promise.resolve();

  async function notify(tags: readonly string[]) {
    if (!client) {
      log.warn({ tags }, 'public cache: not connected; other instances catch up within the TTL');
      return;
    }
    const payload = JSON.stringify({ from: instance, tags });
    await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  function lost(which: Pg.Client, error?: Error) {
    if (client !== which) return;
    client = null;
    log.warn({ err: error }, 'public cache: lost the LISTEN connection; reconnecting');
    listener?.reset();
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'public cache: could not reconnect the LISTEN connection');
        scheduleReconnect();
      });
    }, retryMs);
    retry.unref();
  }

  async function connect() {
    const next = new (pg().Client)({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      const { from, tags } = JSON.parse(message.payload) as { from: string; tags: string[] };
      if (from !== instance) listener?.invalidate(tags);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    await next.connect();
    try {
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end();
      throw error;
    }
    if (stopped) return void (await next.end());
    client = next;
    listener?.reset();
  }

  return {
    async start(newListener) {
      listener = newListener;
      await connect();
    },
    publish(tags) {
      // One notification at a time on the one connection: checkout publishes after every order,
      // and a client handed a query while it runs another makes pg warn (pg 9 refuses it).
      const sent = sending.then(() => notify(tags));
      sending = sent.catch(() => {});
      return sent;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
