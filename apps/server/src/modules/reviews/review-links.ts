import { createHash, randomBytes } from 'node:crypto';

/** A review link's token: 256 random bits, in the link only. */
export function newReviewToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the store keeps of a token (as the refresh tokens): its SHA-256, never the token. */
export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
