import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's baseline (19 MiB, 2 passes, 1 lane): about 30 ms here, and little memory per
 * concurrent sign-in on a small machine. Each hash records its parameters, so raising them later
 * keeps old hashes verifiable.
 */
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Same rule as ADMIN_PASSWORD in config.ts. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** A hash of a password nobody knows, verified against when the email is unknown. */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/** Computes the dummy hash ahead, so even the first unknown email takes no longer than usual. */
export async function preparePasswordVerification(): Promise<void> {
  await dummy();
}

/**
 * Always one argon2 verification, against the dummy hash when there is no user: an unknown email
 * and a wrong password take the same time.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await argon2.verify(hash ?? (await dummy()), password);
    return hash !== null && matches;
  } catch {
    // A malformed stored hash signs nobody in.
    return false;
  }
}

/** 18 random bytes: 24 URL-safe characters, 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Why a chosen password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  return null;
}
