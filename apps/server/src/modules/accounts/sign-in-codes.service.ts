import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@store/shared/locales';
import { latinDigits, parseMobile } from '@store/shared/saudi/mobile';
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MAX_SENDS,
  SIGN_IN_CODE_MAX_TRIES,
  SIGN_IN_CODE_SEND_WINDOW_MS,
  SIGN_IN_CODE_TTL_MS,
} from '@store/shared/shopper-sign-in';
import type { Db } from '../../db/client.ts';
import { signInCodes } from './accounts.table.ts';
import { refused, SignInRefusedError, signInTexts } from './sign-in-messages.ts';

export type DestinationKind = 'phone' | 'email';

/** Where a code goes, in its one stored form: E.164 for a phone, lower case for an email. */
export interface Destination {
  kind: DestinationKind;
  value: string;
}

/** Codes are kept a day (the send window needs a quarter of an hour), then pruned at a send. */
const CODE_RETENTION_MS = 24 * 60 * 60_000;

const emailSchema = z.email();

/**
 * The destination a shopper typed, normalised: a Saudi mobile number in any usual form (05…, 5…,
 * +966…, 00966…, Arabic-Indic digits) or an email address; refused in the shopper's language.
 */
export function readDestination(
  input: { phone?: string; email?: string },
  language: Language,
): Destination {
  if (input.phone !== undefined) {
    const mobile = parseMobile(input.phone, 'SA');
    if (!mobile) throw refused('notSaudiMobile', language);
    return { kind: 'phone', value: mobile.e164 };
  }
  const email = (input.email ?? '').trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) throw refused('invalidEmail', language);
  return { kind: 'email', value: email };
}

/**
 * Hashes codes with a key only the server holds (HMAC-SHA-256), bound to their destination: a
 * million codes are quickly tried against a plain hash, not against a keyed one.
 */
export class CodeHasher {
  private readonly key: Buffer;
  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('shopper-sign-in-codes').digest();
  }
  hash(destination: Destination, code: string): string {
    return createHmac('sha256', this.key)
      .update(`${destination.kind}:${destination.value}:${code}`)
      .digest('hex');
  }
  matches(destination: Destination, code: string, storedHash: string): boolean {
    const given = Buffer.from(this.hash(destination, code), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }
}

function newCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
}

function ofDestination(destination: Destination) {
  return and(
    eq(signInCodes.destinationKind, destination.kind),
    eq(signInCodes.destination, destination.value),
  );
}

/**
 * A new code for the destination, unless it already had SIGN_IN_CODE_MAX_SENDS in the window
 * (429, saying when to try again). Counted from the table under a lock on the destination, so
 * two instances (or two requests) cannot both take the last send. The destination's earlier
 * codes stop working: only the newest one counts, so tries do not add up across codes.
 */
export async function issueSignInCode(
  db: Db,
  destination: Destination,
  hasher: CodeHasher,
  options: { language: Language; now: Date },
): Promise<{ id: string; code: string }> {
  const { now, language } = options;
  const windowStart = new Date(now.getTime() - SIGN_IN_CODE_SEND_WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${destination.kind}:${destination.value}`}, 0))`,
    );
    const sent = await tx
      .select({ createdAt: signInCodes.createdAt })
      .from(signInCodes)
      .where(and(ofDestination(destination), gt(signInCodes.createdAt, windowStart)))
      .orderBy(asc(signInCodes.createdAt));
    if (sent.length >= SIGN_IN_CODE_MAX_SENDS) {
      // The oldest send in the window leaves it first.
      const freeAt = sent[sent.length - SIGN_IN_CODE_MAX_SENDS]!.createdAt.getTime();
      const seconds = Math.max(
        1,
        Math.ceil((freeAt + SIGN_IN_CODE_SEND_WINDOW_MS - now.getTime()) / 1000),
      );
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      throw new SignInRefusedError(
        'tooManySends',
        signInTexts(language).tooManySends(minutes),
        { minutes, retryAfterSeconds: seconds },
        seconds,
      );
    }
    await tx
      .update(signInCodes)
      .set({ expiresAt: now })
      .where(
        and(ofDestination(destination), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, now)),
      );
    await tx
      .delete(signInCodes)
      .where(lt(signInCodes.createdAt, new Date(now.getTime() - CODE_RETENTION_MS)));
    const code = newCode();
    const [row] = await tx
      .insert(signInCodes)
      .values({
        destinationKind: destination.kind,
        destination: destination.value,
        codeHash: hasher.hash(destination, code),
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
        createdAt: now,
      })
      .returning({ id: signInCodes.id });
    return { id: row!.id, code };
  });
}

/** A code that could not be delivered is forgotten: it neither works nor counts as a send. */
export async function forgetSignInCode(db: Db, id: string): Promise<void> {
  await db.delete(signInCodes).where(eq(signInCodes.id, id));
}

export type CodeCheck =
  | { ok: true; codeId: string }
  | { ok: false; refusal: 'codeWrong'; triesLeft: number; codeId: string }
  | { ok: false; refusal: 'tooManyTries'; codeId: string }
  | { ok: false; refusal: 'codeDead' };

/** The six digits of a code as typed (Arabic-Indic digits, spaces and dashes allowed), or null. */
function typedCode(input: string): string | null {
  const digits = latinDigits(input).replace(/[\s\-\u200e\u200f]/g, '');
  return new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

/**
 * Checks the destination's live code (the newest, unused, unexpired, under the try limit) inside
 * the caller's transaction, locking it: of two checks of one code at once, one uses it and the
 * other finds it used. A right code is marked used; a wrong one counts a try, and the
 * SIGN_IN_CODE_MAX_TRIES-th kills it. The caller commits a wrong try even though it refuses.
 */
export async function useSignInCode(
  tx: Db,
  destination: Destination,
  input: string,
  hasher: CodeHasher,
  now: Date,
): Promise<CodeCheck> {
  const [live] = await tx
    .select({ id: signInCodes.id, codeHash: signInCodes.codeHash, tries: signInCodes.tries })
    .from(signInCodes)
    .where(
      and(
        ofDestination(destination),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, now),
        lt(signInCodes.tries, SIGN_IN_CODE_MAX_TRIES),
      ),
    )
    .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
    .limit(1)
    .for('update');
  if (!live) return { ok: false, refusal: 'codeDead' };
  const code = typedCode(input);
  if (code !== null && hasher.matches(destination, code, live.codeHash)) {
    const used = await tx
      .update(signInCodes)
      .set({ usedAt: now })
      .where(and(eq(signInCodes.id, live.id), isNull(signInCodes.usedAt)))
      .returning({ id: signInCodes.id });
    return used.length === 1 ? { ok: true, codeId: live.id } : { ok: false, refusal: 'codeDead' };
  }
  const [counted] = await tx
    .update(signInCodes)
    .set({ tries: sql`${signInCodes.tries} + 1` })
    .where(
      and(
        eq(signInCodes.id, live.id),
        isNull(signInCodes.usedAt),
        lt(signInCodes.tries, SIGN_IN_CODE_MAX_TRIES),
      ),
    )
    .returning({ tries: signInCodes.tries });
  if (!counted) return { ok: false, refusal: 'codeDead' };
  const triesLeft = SIGN_IN_CODE_MAX_TRIES - counted.tries;
  return triesLeft > 0
    ? { ok: false, refusal: 'codeWrong', triesLeft, codeId: live.id }
    : { ok: false, refusal: 'tooManyTries', codeId: live.id };
}
