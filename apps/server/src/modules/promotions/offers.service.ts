import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { ERROR_CODES } from '@store/shared/errors';
import type { Language } from '@store/shared/locales';
import { idSchema } from '@store/shared/schemas/common';
import {
  OFFER_PROBLEM_TEXTS,
  offerInputProblems,
  offerRuleOf,
  type AdminOffer,
  type OfferInputParsed,
  type OfferState,
  type PublicOffer,
} from '@store/shared/schemas/offers';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { offers } from './promotions.table.ts';

export type OfferRow = typeof offers.$inferSelect;

/** Refuses an offer the admin entered wrong, worded in the request's language, with its key. */
function refuseInput(input: OfferInputParsed, language: Language): void {
  const [first] = offerInputProblems(input);
  if (!first) return;
  throw new AppError(
    400,
    ERROR_CODES.VALIDATION_FAILED,
    `${first.field}: ${OFFER_PROBLEM_TEXTS[first.problem][language]}`,
    { key: first.problem, params: { field: first.field } },
  );
}

function valuesOf(input: OfferInputParsed) {
  const rule = offerRuleOf(input);
  const covers = rule.kind === 'buy_n_percent' || rule.kind === 'bundle_price';
  return {
    nameEn: input.name.en,
    nameAr: input.name.ar,
    kind: rule.kind,
    rule,
    productIds: covers ? [...new Set(input.productIds)] : [],
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    position: input.position,
    active: input.active,
  };
}

export function offerState(row: OfferRow, now: Date): OfferState {
  if (!row.active) return 'inactive';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  return 'active';
}

function toOffer(row: OfferRow): PublicOffer {
  return {
    id: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    rule: row.rule,
    productIds: row.productIds,
  };
}

export function toAdminOffer(row: OfferRow, now: Date): AdminOffer {
  return {
    ...toOffer(row),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    position: row.position,
    active: row.active,
    state: offerState(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const inOrder = [asc(offers.position), asc(offers.createdAt), asc(offers.id)];

/** Every offer, in the order they apply. A store has a handful; no paging. */
export async function listOffers(db: Db, now: Date): Promise<AdminOffer[]> {
  const rows = await db
    .select()
    .from(offers)
    .orderBy(...inOrder);
  return rows.map((row) => toAdminOffer(row, now));
}

/**
 * The offers running at `now`, in the order they apply: what the storefront previews and what
 * the checkout applies inside the order's transaction (pass the transaction as `db`).
 */
export async function activeOffers(db: Db, now: Date): Promise<PublicOffer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.active, true),
        or(isNull(offers.startsAt), lte(offers.startsAt, now)),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
      ),
    )
    .orderBy(...inOrder);
  return rows.map(toOffer);
}

async function findRow(db: Db, id: string): Promise<OfferRow> {
  const [row] = idSchema.safeParse(id).success
    ? await db.select().from(offers).where(eq(offers.id, id))
    : [];
  if (!row) throw notFound('Offer not found');
  return row;
}

export async function getOffer(db: Db, id: string, now: Date): Promise<AdminOffer> {
  return toAdminOffer(await findRow(db, id), now);
}

export async function createOffer(
  tx: Db,
  input: OfferInputParsed,
  language: Language,
): Promise<OfferRow> {
  refuseInput(input, language);
  const [row] = await tx.insert(offers).values(valuesOf(input)).returning();
  return row!;
}

export async function updateOffer(
  tx: Db,
  id: string,
  input: OfferInputParsed,
  language: Language,
): Promise<{ before: OfferRow; after: OfferRow }> {
  const before = await findRow(tx, id);
  refuseInput(input, language);
  const [after] = await tx
    .update(offers)
    .set({ ...valuesOf(input), updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  return { before, after: after! };
}

export async function setOfferActive(
  tx: Db,
  id: string,
  active: boolean,
): Promise<{ before: OfferRow; after: OfferRow }> {
  const before = await findRow(tx, id);
  const [after] = await tx
    .update(offers)
    .set({ active, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  return { before, after: after! };
}

/** What the audit log keeps of an offer. */
export function offerSummary(row: OfferRow) {
  return {
    name: row.nameEn,
    rule: row.rule,
    productIds: row.productIds,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    position: row.position,
    active: row.active,
  };
}
