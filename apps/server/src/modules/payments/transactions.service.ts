import type { PaymentMethod } from '@store/shared/schemas/orders';
import { sql, type SQL } from 'drizzle-orm';
import { paginationOf, type Pagination } from '@store/shared/schemas/common';
import type { OrderStatus } from '@store/shared/schemas/orders';
import type { PaymentRecordStatus, Transaction } from '@store/shared/schemas/payments';
import type { Db } from '../../db/client.ts';
import { SIMULATOR_PROVIDER } from './paypal/paypal-simulator.ts';
import { minorDigits } from './settlement.ts';
import { storeDayEnd, storeDayStart } from '../../time/store-calendar.ts';

export interface TransactionFilters {
  page: number;
  limit: number;
  status?: PaymentRecordStatus;
  method?: PaymentMethod;
  provider?: string;
  from?: string;
  to?: string;
  search?: string;
  sortBy: 'createdAt' | 'amount';
  sortOrder: 'asc' | 'desc';
}

interface TransactionRow {
  id: string;
  method: PaymentMethod;
  provider: string;
  provider_order_id: string | null;
  capture_id: string | null;
  refund_id: string | null;
  status: PaymentRecordStatus;
  amount_halalas: number;
  settlement_currency: string | null;
  settlement_rate: string | null;
  charged_amount_minor: number | null;
  failure_code: string | null;
  failure_message: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  order_id: string;
  order_number: string;
  order_status: OrderStatus;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
}

/**
 * Every payment record (one per online payment attempt) and every cash-on-delivery order, which
 * has no payment record: its state follows the order's payment status.
 */
const TRANSACTIONS = sql`
  select p.id::text as id, o.payment_method as method, p.provider, p.provider_order_id, p.capture_id,
    p.refund_id, p.status, p.amount_halalas, p.settlement_currency,
    p.settlement_rate::text as settlement_rate, p.charged_amount_minor, p.failure_code,
    p.failure_message, p.created_at, p.updated_at, o.id::text as order_id, o.order_number,
    o.status as order_status, o.customer_first_name, o.customer_last_name, o.customer_email
  from payments p join orders o on o.id = p.order_id
  union all
  select o.id::text, 'cod', 'cod', null, null, null,
    case
      when o.payment_status = 'paid' then 'captured'
      when o.payment_status = 'refunded' then 'refunded'
      when o.payment_status = 'failed' then 'failed'
      when o.status = 'cancelled' then 'cancelled'
      else 'pending'
    end,
    o.total_halalas, null, null, null, null, null, o.created_at, o.updated_at, o.id::text,
    o.order_number, o.status, o.customer_first_name, o.customer_last_name, o.customer_email
  from orders o where o.payment_method = 'cod'`;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filters: TransactionFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.status) conditions.push(sql`status = ${filters.status}`);
  if (filters.method) conditions.push(sql`method = ${filters.method}`);
  if (filters.provider) conditions.push(sql`provider = ${filters.provider}`);
  if (filters.from) {
    conditions.push(sql`created_at >= ${storeDayStart(filters.from).toISOString()}::timestamptz`);
  }
  if (filters.to) {
    conditions.push(sql`created_at < ${storeDayEnd(filters.to).toISOString()}::timestamptz`);
  }
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      sql`(order_number ilike ${pattern} or provider_order_id ilike ${pattern} or capture_id ilike ${pattern})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}

function toTransaction(row: TransactionRow): Transaction {
  const settled =
    row.settlement_currency !== null &&
    row.settlement_rate !== null &&
    row.charged_amount_minor !== null;
  return {
    id: row.id,
    method: row.method,
    provider: row.provider,
    simulated: row.provider === SIMULATOR_PROVIDER,
    providerOrderId: row.provider_order_id,
    captureId: row.capture_id,
    refundId: row.refund_id,
    status: row.status,
    amount: Number(row.amount_halalas) / 100,
    settlement: settled
      ? {
          currency: row.settlement_currency!,
          rate: String(Number(row.settlement_rate)),
          amount: Number(row.charged_amount_minor) / 10 ** minorDigits(row.settlement_currency!),
        }
      : null,
    failureCode: row.failure_code,
    failureMessage: row.failure_message,
    order: {
      id: row.order_id,
      orderNumber: row.order_number,
      status: row.order_status,
      customerName: `${row.customer_first_name} ${row.customer_last_name}`.trim(),
      customerEmail: row.customer_email,
    },
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

export async function listTransactions(
  db: Db,
  filters: TransactionFilters,
): Promise<{ items: Transaction[]; pagination: Pagination }> {
  const where = whereOf(filters);
  const direction = filters.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const column = filters.sortBy === 'amount' ? sql`amount_halalas` : sql`created_at`;
  const offset = (filters.page - 1) * filters.limit;
  const [rows, counted] = await Promise.all([
    db.execute(
      sql`with tx as (${TRANSACTIONS}) select * from tx where ${where}
        order by ${column} ${direction}, id ${direction} limit ${filters.limit} offset ${offset}`,
    ),
    db.execute(
      sql`with tx as (${TRANSACTIONS}) select count(*)::int as total from tx where ${where}`,
    ),
  ]);
  const items = (rows as unknown as { rows: TransactionRow[] }).rows.map(toTransaction);
  const total = Number((counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  return { items, pagination: paginationOf(filters.page, filters.limit, total) };
}
