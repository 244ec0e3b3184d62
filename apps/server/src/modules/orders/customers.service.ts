import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { halalasToSar } from '@store/shared/money';
import type {
  AdminCustomer,
  AdminCustomerDetail,
  adminCustomerListQuerySchema,
} from '@store/shared/schemas/admin-orders';
import { paginationOf } from '@store/shared/schemas/common';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { revenueHalalasSql } from './order-revenue.ts';
import {
  customerNameSql,
  orderSearchCondition,
  orderSummaryColumns,
  toOrderSummary,
  type SummaryRow,
} from './orders-admin.service.ts';
import { orders } from './orders.table.ts';

/**
 * Which of these lower-case emails and E.164 phones a live shopper account verified (the accounts
 * module answers; app.ts passes it in).
 */
export type AccountContacts = (emails: string[], phones: string[]) => Promise<Set<string>>;

/** Orders whose buyer deleted their account keep no contact to group by: they are no customer. */
const keptBuyer = isNull(orders.personalDataErasedAt);

/**
 * Customers are not accounts: they are the people who ordered, one per email address as typed at
 * checkout, trimmed and in lower case. Name and phone are those of their latest order.
 */
const customerKey = sql<string>`lower(trim(${orders.customerEmail}))`;

const customerColumns = {
  email: sql<string>`${customerKey}`.as('customer_email_key'),
  name: sql<string>`(array_agg(${customerNameSql} order by ${orders.createdAt} desc))[1]`.as(
    'customer_name',
  ),
  phone: sql<string>`(array_agg(${orders.customerPhone} order by ${orders.createdAt} desc))[1]`.as(
    'customer_phone',
  ),
  orderCount: sql<number>`count(*)::int`.as('order_count'),
  totalSpentHalalas: revenueHalalasSql.as('total_spent'),
  lastOrderAt: sql<Date>`max(${orders.createdAt})`.as('last_order_at'),
  firstOrderAt: sql<Date>`min(${orders.createdAt})`.as('first_order_at'),
};

type CustomerRow = {
  email: string;
  name: string;
  phone: string;
  orderCount: number;
  totalSpentHalalas: number;
  lastOrderAt: Date | string;
  firstOrderAt: Date | string;
};

function toCustomer(row: CustomerRow, accounts: Set<string>): AdminCustomer {
  return {
    email: row.email,
    name: row.name,
    phone: row.phone,
    orderCount: Number(row.orderCount),
    totalSpent: halalasToSar(Number(row.totalSpentHalalas)),
    lastOrderAt: new Date(row.lastOrderAt).toISOString(),
    firstOrderAt: new Date(row.firstOrderAt).toISOString(),
    hasAccount: accounts.has(row.email) || accounts.has(row.phone),
  };
}

async function withAccounts(
  rows: CustomerRow[],
  accountContacts: AccountContacts,
): Promise<AdminCustomer[]> {
  const accounts = await accountContacts(
    rows.map((row) => row.email),
    rows.map((row) => row.phone).filter(Boolean),
  );
  return rows.map((row) => toCustomer(row, accounts));
}

const SORTS = {
  lastOrderAt: sql`last_order_at`,
  totalSpent: sql`total_spent`,
  orderCount: sql`order_count`,
  // An output name can be sorted on only bare, so the expression itself, in lower case.
  name: sql`lower((array_agg(${customerNameSql} order by ${orders.createdAt} desc))[1])`,
} as const;

type ListQuery = z.output<typeof adminCustomerListQuerySchema>;

export async function listCustomers(db: Db, query: ListQuery, accountContacts: AccountContacts) {
  const condition = query.search ? orderSearchCondition(query.search) : undefined;
  // A customer matches when any of their orders does; the figures still cover all their orders.
  const where = condition
    ? and(
        keptBuyer,
        inArray(customerKey, db.selectDistinct({ key: customerKey }).from(orders).where(condition)),
      )
    : keptBuyer;
  const order = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [count]] = await Promise.all([
    db
      .select(customerColumns)
      .from(orders)
      .where(where)
      .groupBy(customerKey)
      .orderBy(sql`${SORTS[query.sortBy]} ${order}`, asc(sql`customer_email_key`))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(distinct ${customerKey})::int` })
      .from(orders)
      .where(where),
  ]);
  return {
    items: await withAccounts(rows as CustomerRow[], accountContacts),
    pagination: paginationOf(query.page, query.limit, Number(count?.total ?? 0)),
  };
}

/** One customer (by email, any case) with all their orders, newest first. */
export async function getCustomer(
  db: Db,
  email: string,
  accountContacts: AccountContacts,
): Promise<AdminCustomerDetail> {
  const key = email.trim().toLowerCase();
  const [row] = key
    ? await db
        .select(customerColumns)
        .from(orders)
        .where(and(keptBuyer, eq(customerKey, key)))
        .groupBy(customerKey)
    : [];
  if (!row) throw notFound('Customer not found');
  const orderRows = await db
    .select(orderSummaryColumns)
    .from(orders)
    .where(and(keptBuyer, eq(customerKey, key)))
    .orderBy(desc(orders.createdAt));
  const [customer] = await withAccounts([row as CustomerRow], accountContacts);
  return {
    customer: customer!,
    orders: orderRows.map((r) => toOrderSummary(r as SummaryRow)),
  };
}
