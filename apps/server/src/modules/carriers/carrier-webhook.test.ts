import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shipmentRequestSchema } from '@store/shared/schemas/carriers';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { carrierEvents } from '../../db/schema.ts';
import { errorHandler } from '../../plugins/error-handler.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { randomSecretKey, SecretBox } from '../settings/index.ts';
import { claimCarrierEvent } from './carrier-events.service.ts';
import { pollCarrierUpdates } from './carrier-poller.ts';
import { carrierWebhookRoutes } from './carrier-webhook.routes.ts';
import { OtoClient } from './oto/oto-client.ts';
import type { CarrierUpdate } from './shipping-provider.ts';
import { OtoSimulator } from './simulator/oto-simulator.ts';
import { FakeOto } from './testing.ts';

/**
 * The webhook route as whoever registers it sees it: its `onUpdate` gets each verified update
 * once; a failure there answers 503 and the retry is handled again. The route alone on a small
 * app (OTO's settings from the environment), the real database, OTO's bodies from the fake.
 */
const SECRET = 'webhook-secret-for-the-route-3318';
let database: Database;
let app: FastifyInstance;
let fake: FakeOto;
const updates: CarrierUpdate[] = [];
let failNextUpdate = false;

beforeAll(async () => {
  fake = await new FakeOto().start();
  database = await openTestDatabase();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      OTO_REFRESH_TOKEN: fake.refreshToken,
      OTO_WEBHOOK_SECRET: SECRET,
      OTO_BASE_URL: fake.url,
    },
    null,
  );
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('secretBox', new SecretBox(randomSecretKey()));
  await app.register(errorHandler);
  await app.register(
    carrierWebhookRoutes({
      config,
      onUpdate: (update) => {
        if (failNextUpdate) {
          failNextUpdate = false;
          throw new Error('the orders flow is down');
        }
        updates.push(update);
      },
    }),
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await fake?.stop();
});
beforeEach(() => {
  updates.length = 0;
});

let sequence = 0;
async function shipped(): Promise<string> {
  sequence++;
  const reference = `MA-WH-${sequence}`;
  await new OtoClient({
    refreshToken: fake.refreshToken,
    baseUrl: fake.url,
    labelPollMs: 1,
  }).createShipment(
    shipmentRequestSchema.parse({
      reference,
      recipient: { name: 'Sara', phone: '0551234567', city: 'Riyadh', addressLine: 'Olaya St' },
      items: [{ name: 'Oud', quantity: 1, unitPriceHalalas: 100_00 }],
      totalHalalas: 100_00,
    }),
  );
  return reference;
}

function deliver(body: object, contentType = 'application/json') {
  return app.inject({
    method: 'POST',
    url: '/api/carriers/oto/webhook',
    headers: { 'content-type': contentType },
    payload: JSON.stringify(body),
  });
}

describe('the OTO webhook route', () => {
  it('passes each verified update on once, in our words', async () => {
    const reference = await shipped();
    fake.advance(reference);
    const body = fake.webhookBody(reference, SECRET);
    expect((await deliver(body)).statusCode).toBe(200);
    expect((await deliver(body)).json().data.duplicate).toBe(true);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      kind: 'status',
      provider: 'oto',
      reference,
      status: 'picked_up',
      providerStatus: 'pickedUp',
      carrier: 'smsa',
      trackingNumber: fake.orders.get(reference)!.shipmentId,
    });
  });

  it('reads a body sent without a JSON content type', async () => {
    const reference = await shipped();
    fake.advance(reference);
    const answer = await deliver(fake.webhookBody(reference, SECRET), 'text/plain');
    expect(answer.statusCode).toBe(200);
    expect(updates).toHaveLength(1);
  });

  it('answers 503 when the update could not be handled, and handles the retry', async () => {
    const reference = await shipped();
    fake.advance(reference);
    const body = fake.webhookBody(reference, SECRET);
    failNextUpdate = true;
    expect((await deliver(body)).statusCode).toBe(503);
    expect(updates).toHaveLength(0);
    const retry = await deliver(body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual({ received: true, duplicate: false, passedOn: true });
    expect(updates).toHaveLength(1);
  });

  it('asks to try again while another request handles the same update, and takes over a lost one', async () => {
    const reference = await shipped();
    fake.advance(reference);
    const body = fake.webhookBody(reference, SECRET);
    const event = {
      provider: 'oto',
      eventId: `${reference}:pickedUp:${String(body.timestamp)}`,
      reference,
      providerStatus: 'pickedUp',
      status: 'picked_up',
      payload: {},
    };
    expect(await claimCarrierEvent(database.db, event)).toBe('new');
    expect((await deliver(body)).statusCode).toBe(503);
    // Six minutes later the claim is taken as lost (its process died): handled now.
    await database.db
      .update(carrierEvents)
      .set({ receivedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(carrierEvents.eventId, event.eventId));
    expect((await deliver(body)).json().data.passedOn).toBe(true);
    expect(updates).toHaveLength(1);
  });

  it('acknowledges and leaves out a status that is no step of the delivery', async () => {
    const reference = await shipped();
    fake.advance(reference, 'informationUpdate');
    const answer = await deliver(fake.webhookBody(reference, SECRET));
    expect(answer.json().data).toEqual({ received: true, duplicate: false, passedOn: false });
    expect(updates).toHaveLength(0);
  });

  it('refuses forgeries and bodies that are not OTO’s', async () => {
    const reference = await shipped();
    for (const body of [
      fake.webhookBody(reference, 'someone-else'),
      { ...fake.webhookBody(reference, SECRET), orderId: 'MA-OTHER' },
      { hello: 'world' },
    ]) {
      const answer = await deliver(body);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ success: false, code: 'WEBHOOK_UNVERIFIED' });
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/carriers/oto/webhook',
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(notJson.statusCode).toBe(401);
    expect(updates).toHaveLength(0);
  });
});

describe('polling, for shipments whose webhook never came', () => {
  it('reads each reference from OTO and passes on what it finds; a failure stops nothing', async () => {
    const client = new OtoClient({ refreshToken: fake.refreshToken, baseUrl: fake.url });
    const first = await shipped();
    const second = await shipped();
    fake.advance(first);
    fake.advance(first);
    fake.advance(second, 'informationUpdate');
    const seen: CarrierUpdate[] = [];
    const outcome = await pollCarrierUpdates(client, [first, second, 'MA-UNKNOWN'], (update) => {
      seen.push(update);
    });
    expect(outcome.updated).toEqual([first]);
    expect(outcome.unchanged).toEqual([second]);
    expect(outcome.failed.map((failure) => failure.reference)).toEqual(['MA-UNKNOWN']);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ kind: 'status', reference: first, status: 'in_transit' });
  });

  it('polls the simulator the same way', async () => {
    const simulator = new OtoSimulator(database.db);
    const { reference } = await simulator.createShipment(
      shipmentRequestSchema.parse({
        reference: 'MA-POLL-SIM',
        recipient: { name: 'Sara', phone: '0551234567', city: 'Riyadh', addressLine: 'Olaya St' },
        items: [{ name: 'Oud', quantity: 1, unitPriceHalalas: 100_00 }],
        totalHalalas: 100_00,
      }),
    );
    await simulator.advance(reference, 'next', SECRET);
    const seen: CarrierUpdate[] = [];
    await pollCarrierUpdates(simulator, [reference], (update) => {
      seen.push(update);
    });
    expect(seen[0]).toMatchObject({ provider: 'oto-simulator', status: 'picked_up' });
  });
});
