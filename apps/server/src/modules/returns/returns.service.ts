import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { ORDER_NUMBER_ALPHABET } from '@store/shared/constants';
import { ERROR_CODES } from '@store/shared/errors';
import { halalasToSar } from '@store/shared/money';
import { idSchema, paginationOf } from '@store/shared/schemas/common';
import {
  RETURN_TRANSITIONS,
  type AdminReturnSummary,
  type PublicReturn,
  type ReturnReason,
  type ReturnRefundMethod,
  type ReturnResolution,
  type ReturnStatus,
} from '@store/shared/schemas/returns';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { ReturnEventPayload } from '../../events/domain-events.ts';
import { recordEvents } from '../../events/record-event.ts';
import { AppError, FieldError, notFound } from '../../plugins/app-error.ts';
import { returnLines, returnRequests } from './returns.table.ts';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export interface ReturnWithLines {
  request: ReturnRow;
  lines: ReturnLineRow[];
}

/** A new return number, e.g. "RT-7K3M-Q9XA": drawn like an order number, so never guessed. */
export function newReturnNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i++)
    code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `RT-${code.slice(0, 4)}-${code.slice(4)}`;
}

function eventPayload(request: ReturnRow): ReturnEventPayload {
  return { returnId: request.id, returnNumber: request.returnNumber, orderId: request.orderId };
}

export interface NewReturn {
  orderId: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  resolution: ReturnResolution;
  note: string;
  at: Date;
  lines: {
    orderItemId: string;
    productId: string;
    productNameEn: string;
    productNameAr: string;
    productImage: string | null;
    unitPriceHalalas: number;
    quantity: number;
    reason: ReturnReason;
    reasonText: string;
    sealOpened: boolean;
  }[];
}

/** Writes a request and its lines in the caller's transaction, told as `return.requested`. */
export async function createReturnTx(tx: Db, input: NewReturn): Promise<ReturnWithLines> {
  let request: ReturnRow | undefined;
  // 31^8 numbers: a clash is all but impossible, and a second draw settles it.
  for (let attempt = 0; !request && attempt < 5; attempt++) {
    [request] = await tx
      .insert(returnRequests)
      .values({
        returnNumber: newReturnNumber(),
        orderId: input.orderId,
        orderNumber: input.orderNumber,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        resolution: input.resolution,
        note: input.note,
        createdAt: input.at,
        updatedAt: input.at,
      })
      .onConflictDoNothing()
      .returning();
  }
  if (!request) throw new Error('no free return number');
  const lines = await tx
    .insert(returnLines)
    .values(input.lines.map((line, position) => ({ ...line, returnId: request.id, position })))
    .returning();
  await recordEvents(tx, { type: 'return.requested', payload: eventPayload(request) });
  return { request, lines };
}

function byQuantity(rows: { orderItemId: string; quantity: number | null }[]) {
  const totals = new Map<string, number>();
  for (const row of rows) {
    totals.set(row.orderItemId, (totals.get(row.orderItemId) ?? 0) + Number(row.quantity ?? 0));
  }
  return totals;
}

/** Per order line, the bottles asked for in the order's requests that were not rejected. */
export async function heldQuantities(db: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderItemId: returnLines.orderItemId, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'rejected')));
  return byQuantity(rows);
}

/** Per order line, the bottles that came back to the store. */
export async function receivedQuantities(db: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderItemId: returnLines.orderItemId, quantity: returnLines.receivedQuantity })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnRequests.orderId, orderId), isNotNull(returnLines.receivedQuantity)));
  return byQuantity(rows);
}

async function linesOf(db: Db, returnIds: string[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnLines)
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(asc(returnLines.position));
}

/** Every request of an order, oldest first, with its lines. */
export async function returnsOfOrder(db: Db, orderId: string): Promise<ReturnWithLines[]> {
  const requests = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
  const lines = await linesOf(
    db,
    requests.map((request) => request.id),
  );
  return requests.map((request) => ({
    request,
    lines: lines.filter((line) => line.returnId === request.id),
  }));
}

/** A request with its lines, or 404; locked for the caller's transaction when `lock`. */
export async function findReturn(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ReturnWithLines> {
  if (!idSchema.safeParse(id).success) throw notFound('Return not found');
  const query = db.select().from(returnRequests).where(eq(returnRequests.id, id));
  const [request] = options.lock ? await query.for('update') : await query;
  if (!request) throw notFound('Return not found');
  return { request, lines: await linesOf(db, [id]) };
}

/** Halalas of the lines' prices: as received once received, as asked for until then. */
export function returnAmountHalalas(lines: ReturnLineRow[]): number {
  return lines.reduce(
    (total, line) => total + line.unitPriceHalalas * (line.receivedQuantity ?? line.quantity),
    0,
  );
}

/** The request as its shopper sees it. */
export function toPublicReturn({ request, lines }: ReturnWithLines): PublicReturn {
  return {
    returnNumber: request.returnNumber,
    status: request.status,
    resolution: request.resolution,
    createdAt: request.createdAt.toISOString(),
    decisionNote: request.decisionNote,
    refundAmount: request.refundHalalas === null ? null : halalasToSar(request.refundHalalas),
    refundMethod: request.refundMethod,
    lines: lines.map((line) => ({
      orderItemId: line.orderItemId,
      name: { en: line.productNameEn, ar: line.productNameAr },
      quantity: line.quantity,
      reason: line.reason,
    })),
  };
}

const itemCountSql = sql<number>`(select coalesce(sum(rl.quantity), 0)::int from ${returnLines} rl where rl.return_id = ${sql.raw('"return_requests"."id"')})`;
const amountSql = sql<number>`(select coalesce(sum(rl.quantity * rl.unit_price_halalas), 0)::int from ${returnLines} rl where rl.return_id = ${sql.raw('"return_requests"."id"')})`;

const summaryColumns = {
  id: returnRequests.id,
  returnNumber: returnRequests.returnNumber,
  status: returnRequests.status,
  resolution: returnRequests.resolution,
  orderId: returnRequests.orderId,
  orderNumber: returnRequests.orderNumber,
  customerName: returnRequests.customerName,
  email: returnRequests.customerEmail,
  itemCount: itemCountSql,
  amountHalalas: amountSql,
  createdAt: returnRequests.createdAt,
  updatedAt: returnRequests.updatedAt,
};

interface SummaryRow extends Pick<
  ReturnRow,
  'id' | 'returnNumber' | 'status' | 'resolution' | 'orderId' | 'orderNumber' | 'customerName'
> {
  email: string;
  itemCount: number;
  amountHalalas: number;
  createdAt: Date | string;
  updatedAt: Date | string;
}

function toSummary(row: SummaryRow): AdminReturnSummary {
  return {
    id: row.id,
    returnNumber: row.returnNumber,
    status: row.status,
    resolution: row.resolution,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    email: row.email,
    itemCount: Number(row.itemCount),
    amount: halalasToSar(Number(row.amountHalalas)),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The admin's list: newest first, by status, by order, or by number, order number, name or email. */
export async function listReturns(
  db: Db,
  query: { status?: ReturnStatus; search?: string; orderId?: string; page: number; limit: number },
) {
  const search = query.search?.trim();
  if (query.orderId !== undefined && !idSchema.safeParse(query.orderId).success) {
    return { items: [], pagination: paginationOf(query.page, query.limit, 0) };
  }
  const where = and(
    query.status ? eq(returnRequests.status, query.status) : undefined,
    query.orderId ? eq(returnRequests.orderId, query.orderId) : undefined,
    search
      ? or(
          ilike(returnRequests.returnNumber, containsPattern(search)),
          ilike(returnRequests.orderNumber, containsPattern(search)),
          ilike(returnRequests.customerName, containsPattern(search)),
          ilike(returnRequests.customerEmail, containsPattern(search)),
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(returnRequests)
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(returnRequests)
      .where(where),
  ]);
  return {
    items: rows.map((row) => toSummary(row as SummaryRow)),
    pagination: paginationOf(query.page, query.limit, Number(count?.total ?? 0)),
  };
}

export function toReturnSummary({ request, lines }: ReturnWithLines): AdminReturnSummary {
  return toSummary({
    ...request,
    email: request.customerEmail,
    itemCount: lines.reduce((total, line) => total + line.quantity, 0),
    amountHalalas: lines.reduce((total, line) => total + line.quantity * line.unitPriceHalalas, 0),
  });
}

function refusedMove(request: ReturnRow, to: ReturnStatus): AppError {
  return new AppError(
    409,
    ERROR_CODES.CONFLICT,
    request.status === to
      ? `The return is already ${to}`
      : `A return cannot go from ${request.status} to ${to}`,
    { key: 'cannotMove', params: { from: request.status, to } },
  );
}

/**
 * Moves a request to `to` along RETURN_TRANSITIONS, conditional on the status read (two admins
 * cannot both move it), with the step's columns and the step's domain event.
 */
async function moveReturnTx(
  tx: Db,
  request: ReturnRow,
  to: ReturnStatus,
  set: Partial<typeof returnRequests.$inferInsert>,
  event: Parameters<typeof recordEvents>[1],
): Promise<ReturnRow> {
  if (!RETURN_TRANSITIONS[request.status].includes(to)) throw refusedMove(request, to);
  const [after] = await tx
    .update(returnRequests)
    .set({ ...set, status: to })
    .where(and(eq(returnRequests.id, request.id), eq(returnRequests.status, request.status)))
    .returning();
  if (!after) {
    throw new AppError(
      409,
      ERROR_CODES.CONFLICT,
      'The return was changed meanwhile; reload it and try again',
      { key: 'changedMeanwhile', params: {} },
    );
  }
  await recordEvents(tx, event);
  return after;
}

export interface ReturnStep {
  adminId: string | null;
  at: Date;
}

/** Approves or rejects a request, with the note the shopper reads. */
function decideReturnTx(
  tx: Db,
  request: ReturnRow,
  decision: 'approved' | 'rejected',
  step: ReturnStep,
  note: string,
) {
  return moveReturnTx(
    tx,
    request,
    decision,
    { decisionNote: note, decidedAt: step.at, decidedBy: step.adminId, updatedAt: step.at },
    { type: `return.${decision}`, payload: eventPayload(request) },
  );
}

/** Approves a request: the shopper is told to send the bottles, with the store's note. */
export function approveReturnTx(tx: Db, request: ReturnRow, step: ReturnStep & { note: string }) {
  return decideReturnTx(tx, request, 'approved', step, step.note);
}

/** Rejects a request with the reason the shopper is shown; its bottles may be asked for again. */
export function rejectReturnTx(tx: Db, request: ReturnRow, step: ReturnStep & { reason: string }) {
  return decideReturnTx(tx, request, 'rejected', step, step.reason);
}

/**
 * Records what came back, line by line (every line of the request named once), and marks the
 * lines to restock as restocked: once, since `restocked_at` is set only where it was empty. Gives
 * back what the caller is to put back in stock, in this transaction.
 */
export async function receiveReturnTx(
  tx: Db,
  { request, lines }: ReturnWithLines,
  step: ReturnStep & {
    lines: { lineId: string; receivedQuantity: number; restock: boolean }[];
  },
): Promise<{ request: ReturnRow; restock: { productId: string; quantity: number }[] }> {
  if (!RETURN_TRANSITIONS[request.status].includes('received')) {
    throw refusedMove(request, 'received');
  }
  const given = new Map(step.lines.map((line) => [line.lineId, line]));
  step.lines.forEach((line, index) => {
    if (!lines.some((own) => own.id === line.lineId)) {
      throw new FieldError(`lines.${index}.lineId`, 'is not a line of this return');
    }
  });
  if (given.size !== step.lines.length) throw new FieldError('lines', 'names a line twice');
  const restock: { productId: string; quantity: number }[] = [];
  for (const line of lines) {
    const receipt = given.get(line.id);
    if (!receipt) throw new FieldError('lines', 'must name every line of the return');
    if (receipt.receivedQuantity > line.quantity) {
      throw new FieldError(
        `lines.${step.lines.indexOf(receipt)}.receivedQuantity`,
        `must be at most ${line.quantity}`,
      );
    }
    const restocking = receipt.restock && receipt.receivedQuantity > 0;
    const [updated] = await tx
      .update(returnLines)
      .set({
        receivedQuantity: receipt.receivedQuantity,
        restock: restocking,
        ...(restocking ? { restockedAt: step.at } : {}),
      })
      .where(
        and(eq(returnLines.id, line.id), restocking ? isNull(returnLines.restockedAt) : undefined),
      )
      .returning({ id: returnLines.id });
    if (restocking && updated) {
      restock.push({ productId: line.productId, quantity: receipt.receivedQuantity });
    }
  }
  const after = await moveReturnTx(
    tx,
    request,
    'received',
    { receivedAt: step.at, receivedBy: step.adminId, updatedAt: step.at },
    { type: 'return.received', payload: eventPayload(request) },
  );
  return { request: after, restock };
}

/** Records the refund of a received request: through the provider (its refund row) or in cash. */
export function markReturnRefundedTx(
  tx: Db,
  request: ReturnRow,
  step: ReturnStep & {
    method: ReturnRefundMethod;
    amountHalalas: number;
    refundId: string | null;
  },
) {
  return moveReturnTx(
    tx,
    request,
    'refunded',
    {
      refundedAt: step.at,
      refundedBy: step.adminId,
      refundMethod: step.method,
      refundHalalas: step.amountHalalas,
      refundId: step.refundId,
      updatedAt: step.at,
    },
    {
      type: 'return.refunded',
      payload: { ...eventPayload(request), method: step.method, amountHalalas: step.amountHalalas },
    },
  );
}

/** Closes a request with nothing (more) to refund: an exchange made, or the bottles never sent. */
export function closeReturnTx(tx: Db, request: ReturnRow, step: ReturnStep) {
  return moveReturnTx(
    tx,
    request,
    'closed',
    { closedAt: step.at, closedBy: step.adminId, updatedAt: step.at },
    { type: 'return.closed', payload: eventPayload(request) },
  );
}
