import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import {
  FatooraStandIn,
  fatooraStandInRoutes,
  type FatooraStandInOptions,
} from './fatoora-stand-in.ts';
import { createTestCertificateAuthority } from './test-certificates.ts';

/** The path ZATCA's developer portal serves the API under; the fake plays it on a local port. */
export const FAKE_FATOORA_PREFIX = '/e-invoicing/developer-portal';

export interface FakeFatoora {
  /** The FatooraClient's `baseUrl`: `http://127.0.0.1:<port>/e-invoicing/developer-portal`. */
  baseUrl: string;
  /** What it received, faults to inject, the reported hashes. */
  standIn: FatooraStandIn;
  stop: () => Promise<void>;
}

/**
 * A local Fatoora for tests: the stand-in's routes (the same plugin `npm start` mounts) on their
 * own Fastify and port, so the real FatooraClient talks HTTP to it. Without `issueCertificate`,
 * a test CA issues real secp256k1 certificates for the CSRs.
 */
export async function startFakeFatoora(
  options: Partial<FatooraStandInOptions> = {},
): Promise<FakeFatoora> {
  const standIn = new FatooraStandIn({
    issueCertificate: createTestCertificateAuthority().issueCertificate,
    ...options,
  });
  const app = Fastify({ logger: false });
  await app.register(fatooraStandInRoutes(standIn), { prefix: FAKE_FATOORA_PREFIX });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${FAKE_FATOORA_PREFIX}`,
    standIn,
    stop: async () => {
      standIn.releaseHangs();
      await app.close();
    },
  };
}
