import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'secret-key';
const ALGORITHM = 'aes-256-gcm';

/** A secret as stored: AES-256-GCM ciphertext with its nonce and tag, all base64. */
export interface SealedSecret {
  ciphertext: string;
  iv: string;
  authTag: string;
}

/**
 * Encrypts and decrypts the secrets kept in the database (payment client secret, SMTP password),
 * so a copy of the database alone does not give them away. The key never enters the database.
 */
export class SecretBox {
  readonly #key: Buffer;

  /** Any string works as a key: it is hashed to the 32 bytes AES-256 needs. */
  constructor(key: string) {
    this.#key = createHash('sha256').update(key, 'utf8').digest();
  }

  seal(plaintext: string): SealedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.#key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return {
      ciphertext: ciphertext.toString('base64'),
      iv: iv.toString('base64'),
      authTag: cipher.getAuthTag().toString('base64'),
    };
  }

  /** The plaintext; throws when the key is not the one it was sealed with or the data was altered. */
  open(sealed: SealedSecret): string {
    const decipher = createDecipheriv(ALGORITHM, this.#key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.authTag, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  }

  /**
   * A tag that proves a link was made by this store (an invoice's PDF sent to a shopper), from a
   * key of its own derived from the secret key, so it opens nothing the secrets are sealed with.
   */
  tag(purpose: string, value: string): string {
    const key = createHmac('sha256', this.#key).update(`link-tag:${purpose}`).digest();
    return createHmac('sha256', key).update(value, 'utf8').digest('base64url').slice(0, 32);
  }

  /** Whether `tag` is this store's tag of the value, compared in constant time. */
  checkTag(purpose: string, value: string, tag: string): boolean {
    const expected = Buffer.from(this.tag(purpose, value));
    const given = Buffer.from(tag);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

export function randomSecretKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The key secrets are encrypted with: SECRET_KEY when set, else one generated on first start into
 * DATA_DIR (owner-only) and reused. Several instances must share SECRET_KEY.
 */
export function resolveSecretKey(config: {
  secretKey: string | undefined;
  dataDir: string;
}): string {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    writeFileSync(file, randomSecretKey(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no usable key; restore it from a backup.`);
  return key;
}
