import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FatooraClient } from './fatoora-client.ts';
import { FatooraStandIn, fatooraStandInRoutes } from './fatoora-stand-in.ts';
import { createTestCertificateAuthority, createTestCsr } from './test-certificates.ts';

const PREFIX = '/zatca-stand-in/e-invoicing/developer-portal';

let host: FastifyInstance;
let origin: string;
const standIn = new FatooraStandIn({
  issueCertificate: createTestCertificateAuthority().issueCertificate,
});

// A host shaped like the store's app: zod compilers and an error handler that answers in the
// store's envelope. The stand-in must keep ZATCA's shapes under its prefix.
beforeAll(async () => {
  host = Fastify({ logger: false });
  host.setValidatorCompiler(validatorCompiler);
  host.setSerializerCompiler(serializerCompiler);
  host.setErrorHandler((_error, _request, reply) =>
    reply.status(500).send({ success: false, code: 'STORE_ERROR', message: 'store envelope' }),
  );
  host.get('/api/ping', async () => ({ success: true, data: 'pong' }));
  await host.register(fatooraStandInRoutes(standIn), { prefix: PREFIX });
  await host.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  standIn.releaseHangs();
  await host.close();
});

describe.skipIf(process.env.TEST_DB === 'postgres')('Fatoora stand-in on the store’s host', () => {
  it('serves the API under its prefix, next to the store’s own routes', async () => {
    const client = new FatooraClient({ baseUrl: `${origin}${PREFIX}`, timeoutMs: 2000 });
    const issued = await client.requestComplianceCsid(createTestCsr().csrBase64, '123345');
    expect(issued.kind).toBe('accepted');
    expect(standIn.calls('POST', '/compliance')).toHaveLength(1);
    expect((await fetch(`${origin}/api/ping`)).status).toBe(200);
  });

  it('answers a body that is not JSON in its own shape, not the store’s envelope', async () => {
    const response = await fetch(`${origin}${PREFIX}/compliance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-version': 'V2', otp: '123345' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'Invalid-Request' });
  });
});
