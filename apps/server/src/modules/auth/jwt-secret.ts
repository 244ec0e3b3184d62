import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

export function randomJwtSecret(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * The key access tokens are signed with: JWT_SECRET when set, else one generated on first start
 * into DATA_DIR (owner-only) and reused, so tokens survive a restart. Several instances must share
 * JWT_SECRET, since each has its own DATA_DIR.
 */
export function resolveJwtSecret(config: {
  jwtSecret: string | undefined;
  dataDir: string;
}): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    // 'wx': of two processes starting at once, one writes and both read the same secret.
    writeFileSync(file, randomJwtSecret(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable secret; delete it and a new one is generated.`);
  }
  return secret;
}
