import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes; only its hash is stored, so a copy of the database signs nobody in. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 suffices: the token is random, not a password, so there is nothing to guess. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
