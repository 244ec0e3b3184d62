import {
  and,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ERROR_CODES } from '@store/shared/errors';
import { halalasToSar, sarToHalalas } from '@store/shared/money';
import { paginationOf, idSchema } from '@store/shared/schemas/common';
import {
  normalizeDiscountCode,
  promotionInputProblems,
  type AdminPromotion,
  type PromotionInputParsed,
  type PromotionState,
  type PromotionUsage,
} from '@store/shared/schemas/promotions';
import type { ScentFamily } from '@store/shared/constants';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { promotionState, type PromotionRow } from './promotion-rules.ts';
import { promotionRedemptions, promotions } from './promotions.table.ts';

const PROBLEM_TEXTS = {
  codeRequired: 'enter a code',
  codeShape: 'use 2 to 32 letters, digits, dashes or underscores',
  percentRange: 'must be more than 0 and at most 100',
  amountPositive: 'must be more than 0',
  amountTooLarge: 'is too large',
  minOrderInvalid: 'must be 0 or more',
  dateInvalid: 'is not a date',
  endsBeforeStarts: 'must be after the start',
  limitInvalid: 'must be a whole number of at least 1',
  scopeEmpty: 'name at least one product, category or scent family',
} as const;

/** Refuses a code the admin entered wrong, with the problem's key for the screen to word. */
function refuseInput(input: PromotionInputParsed): void {
  const [first] = promotionInputProblems(input);
  if (!first) return;
  throw new AppError(
    400,
    ERROR_CODES.VALIDATION_FAILED,
    `Invalid body: ${first.field}: ${PROBLEM_TEXTS[first.problem]}`,
    { key: first.problem, params: { field: first.field } },
  );
}

function valuesOf(input: PromotionInputParsed) {
  return {
    code: normalizeDiscountCode(input.code),
    description: input.description,
    kind: input.kind,
    percentBasisPoints: input.kind === 'percent' ? Math.round(input.percent! * 100) : null,
    amountHalalas: input.kind === 'fixed' ? sarToHalalas(input.amount!) : null,
    minOrderHalalas: sarToHalalas(input.minOrder),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    scope: input.scope,
    productIds: input.scope === 'all' ? [] : [...new Set(input.productIds)],
    categoryIds: input.scope === 'all' ? [] : [...new Set(input.categoryIds)],
    families: input.scope === 'all' ? [] : [...new Set(input.families)],
    firstOrderOnly: input.firstOrderOnly,
    combinable: input.combinable,
    active: input.active,
  };
}

interface UseTotals {
  discountHalalas: number;
  revenueHalalas: number;
}

export function toAdminPromotion(row: PromotionRow, uses: UseTotals, now: Date): AdminPromotion {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percent: row.percentBasisPoints === null ? null : row.percentBasisPoints / 100,
    amount: row.amountHalalas === null ? null : halalasToSar(row.amountHalalas),
    minOrder: halalasToSar(row.minOrderHalalas),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    scope: row.scope,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    families: row.families as ScentFamily[],
    firstOrderOnly: row.firstOrderOnly,
    combinable: row.combinable,
    active: row.active,
    state: promotionState(row, now),
    timesUsed: row.timesUsed,
    discountGiven: halalasToSar(uses.discountHalalas),
    revenue: halalasToSar(uses.revenueHalalas),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The uses that count (not given back), summed per code. */
function useTotals(db: Db) {
  return db
    .select({
      promotionId: promotionRedemptions.promotionId,
      discountHalalas:
        sql<number>`coalesce(sum(${promotionRedemptions.discountHalalas} + ${promotionRedemptions.shippingDiscountHalalas}), 0)::int`.as(
          'discount_given',
        ),
      revenueHalalas:
        sql<number>`coalesce(sum(${promotionRedemptions.orderTotalHalalas}), 0)::int`.as('revenue'),
    })
    .from(promotionRedemptions)
    .where(isNull(promotionRedemptions.releasedAt))
    .groupBy(promotionRedemptions.promotionId)
    .as('uses');
}

function stateCondition(state: PromotionState, now: Date): SQL {
  const running = and(
    eq(promotions.active, true),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
  )!;
  const started = or(isNull(promotions.startsAt), lte(promotions.startsAt, now))!;
  const usedUp = and(
    isNotNull(promotions.usageLimit),
    sql`${promotions.timesUsed} >= ${promotions.usageLimit}`,
  )!;
  switch (state) {
    case 'inactive':
      return eq(promotions.active, false);
    case 'expired':
      return and(eq(promotions.active, true), lte(promotions.endsAt, now))!;
    case 'scheduled':
      return and(running, not(started))!;
    case 'used_up':
      return and(running, started, usedUp)!;
    case 'active':
      return and(running, started, not(usedUp))!;
  }
}

export async function listPromotions(
  db: Db,
  query: {
    page: number;
    limit: number;
    search?: string;
    state?: PromotionState;
    kind?: PromotionRow['kind'];
  },
  now: Date,
) {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(promotions.code, containsPattern(normalizeDiscountCode(query.search))),
        ilike(promotions.description, pattern),
      )!,
    );
  }
  if (query.state) conditions.push(stateCondition(query.state, now));
  if (query.kind) conditions.push(eq(promotions.kind, query.kind));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const uses = useTotals(db);
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: promotions, discount: uses.discountHalalas, revenue: uses.revenueHalalas })
      .from(promotions)
      .leftJoin(uses, eq(uses.promotionId, promotions.id))
      .where(where)
      .orderBy(desc(promotions.createdAt), promotions.code)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(promotions)
      .where(where),
  ]);
  return {
    items: rows.map(({ row, discount, revenue }) =>
      toAdminPromotion(row, { discountHalalas: discount ?? 0, revenueHalalas: revenue ?? 0 }, now),
    ),
    pagination: paginationOf(query.page, query.limit, Number(count?.total ?? 0)),
  };
}

async function findRow(db: Db, id: string): Promise<PromotionRow> {
  const [row] = idSchema.safeParse(id).success
    ? await db.select().from(promotions).where(eq(promotions.id, id))
    : [];
  if (!row) throw notFound('Discount code not found');
  return row;
}

async function totalsOf(db: Db, id: string): Promise<UseTotals> {
  const uses = useTotals(db);
  const [row] = await db.select().from(uses).where(eq(uses.promotionId, id));
  return { discountHalalas: row?.discountHalalas ?? 0, revenueHalalas: row?.revenueHalalas ?? 0 };
}

export async function getPromotion(db: Db, id: string, now: Date): Promise<AdminPromotion> {
  const row = await findRow(db, id);
  return toAdminPromotion(row, await totalsOf(db, id), now);
}

/** The code and every order that used it, newest first: the usage report. */
export async function promotionUsage(db: Db, id: string, now: Date): Promise<PromotionUsage> {
  const promotion = await getPromotion(db, id, now);
  const uses = await db
    .select()
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionId, id))
    .orderBy(desc(promotionRedemptions.createdAt), desc(promotionRedemptions.orderNumber));
  return {
    promotion,
    redemptions: uses.map((use) => ({
      orderNumber: use.orderNumber,
      customerEmail: use.email,
      customerPhone: use.phone,
      discount: halalasToSar(use.discountHalalas),
      shippingDiscount: halalasToSar(use.shippingDiscountHalalas),
      orderTotal: halalasToSar(use.orderTotalHalalas),
      releasedAt: use.releasedAt?.toISOString() ?? null,
      createdAt: use.createdAt.toISOString(),
    })),
  };
}

async function refuseTakenCode(tx: Db, code: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      exceptId
        ? and(eq(promotions.code, code), not(eq(promotions.id, exceptId)))
        : eq(promotions.code, code),
    );
  if (taken) {
    throw new AppError(409, ERROR_CODES.CONFLICT, `The code ${code} is already in use`, {
      key: 'codeTaken',
      params: { code },
    });
  }
}

export async function createPromotion(tx: Db, input: PromotionInputParsed): Promise<PromotionRow> {
  refuseInput(input);
  const values = valuesOf(input);
  await refuseTakenCode(tx, values.code);
  const [row] = await tx.insert(promotions).values(values).returning();
  return row!;
}

export async function updatePromotion(
  tx: Db,
  id: string,
  input: PromotionInputParsed,
): Promise<{ before: PromotionRow; after: PromotionRow }> {
  const before = await findRow(tx, id);
  refuseInput(input);
  const values = valuesOf(input);
  await refuseTakenCode(tx, values.code, id);
  if (values.usageLimit !== null && values.usageLimit < before.timesUsed) {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION_FAILED,
      `Invalid body: usageLimit: the code was already used ${before.timesUsed} times`,
      { key: 'limitBelowUses', params: { field: 'usageLimit', used: before.timesUsed } },
    );
  }
  const [after] = await tx
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  return { before, after: after! };
}

export async function setPromotionActive(
  tx: Db,
  id: string,
  active: boolean,
): Promise<{ before: PromotionRow; after: PromotionRow }> {
  const before = await findRow(tx, id);
  const [after] = await tx
    .update(promotions)
    .set({ active, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  return { before, after: after! };
}

/**
 * A copy to edit: the same rules under a new code (the original's with "-COPY", then a number),
 * unused and inactive until the admin switches it on.
 */
export async function duplicatePromotion(tx: Db, id: string): Promise<PromotionRow> {
  const source = await findRow(tx, id);
  const base = `${source.code.slice(0, 26)}-COPY`;
  for (let n = 1; ; n += 1) {
    const code = n === 1 ? base : `${base}${n}`;
    const [taken] = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.code, code));
    if (taken) continue;
    const { id: _id, createdAt: _c, updatedAt: _u, timesUsed: _t, ...rules } = source;
    const [row] = await tx
      .insert(promotions)
      .values({ ...rules, code, active: false })
      .returning();
    return row!;
  }
}

/** What the audit log keeps of a code. */
export function promotionSummary(row: PromotionRow) {
  return {
    code: row.code,
    kind: row.kind,
    percentBasisPoints: row.percentBasisPoints,
    amountHalalas: row.amountHalalas,
    minOrderHalalas: row.minOrderHalalas,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    scope: row.scope,
    active: row.active,
  };
}
