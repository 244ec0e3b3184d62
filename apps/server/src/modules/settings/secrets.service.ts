import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from './secret-box.ts';
import { secrets } from './settings.table.ts';

/** Names of the secrets the store keeps. */
export type SecretName =
  | 'paypal.clientSecret'
  | 'smtp.password'
  | 'moyasar.secretKey'
  | 'moyasar.webhookSecret'
  | 'tabby.secretKey'
  | 'tabby.webhookSecret'
  /** OTO, the shipping aggregator: the refresh token of its API and the webhook signing key. */
  | 'oto.refreshToken'
  | 'oto.webhookSecret'
  /** Unifonic, the SMS provider: the AppSid of the store's application (modules/sms). */
  | 'unifonic.appSid'
  /** The ZATCA e-invoicing unit's signing key and the certificates ZATCA issued to it. */
  | 'zatca.privateKey'
  | 'zatca.complianceToken'
  | 'zatca.complianceSecret'
  | 'zatca.productionToken'
  | 'zatca.productionSecret';

/** Stores (or replaces) a secret, encrypted. */
export async function putSecret(
  db: Db,
  box: SecretBox,
  name: SecretName,
  value: string,
): Promise<void> {
  const sealed = box.seal(value);
  await db
    .insert(secrets)
    .values({ key: name, ...sealed })
    .onConflictDoUpdate({ target: secrets.key, set: { ...sealed, updatedAt: new Date() } });
}

export async function deleteSecret(db: Db, name: SecretName): Promise<void> {
  await db.delete(secrets).where(eq(secrets.key, name));
}

/** The plaintext, or null when none is stored. For server use only: never send it to a client. */
export async function readSecret(db: Db, box: SecretBox, name: SecretName): Promise<string | null> {
  const [row] = await db.select().from(secrets).where(eq(secrets.key, name));
  return row ? box.open(row) : null;
}

/** Whether a secret is set: what an API may tell a client about it. */
export async function hasSecret(db: Db, name: SecretName): Promise<boolean> {
  const [row] = await db.select({ key: secrets.key }).from(secrets).where(eq(secrets.key, name));
  return row !== undefined;
}

/** A secret in force: a stored one (encrypted) wins over the environment's. Server use only. */
export interface SecretInForce {
  value: string | null;
  source: 'stored' | 'environment' | null;
  /** The environment's: what remains in force when the stored one is cleared. */
  environment: string | null;
}

/**
 * The secret saved in the admin, else the environment's. One that cannot be decrypted (SECRET_KEY
 * changed since it was saved) counts as not stored, and says so in the log (never its value).
 */
export async function resolveSecretInForce(
  db: Db,
  box: SecretBox,
  name: SecretName,
  environment: string | undefined,
  log?: FastifyBaseLogger,
): Promise<SecretInForce> {
  let stored: string | null = null;
  try {
    stored = await readSecret(db, box, name);
  } catch (error) {
    log?.error({ err: error, secret: name }, 'a stored secret cannot be decrypted');
  }
  const fromEnvironment = environment || null;
  return {
    value: stored ?? fromEnvironment,
    source: stored ? 'stored' : fromEnvironment ? 'environment' : null,
    environment: fromEnvironment,
  };
}
