import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

/**
 * Whether this customer, by email or by phone, has an order that was not cancelled: what a
 * first-order-only code asks. An empty email or phone matches nothing.
 */
export async function hasPreviousOrder(db: Db, email: string, phone: string): Promise<boolean> {
  const who: SQL[] = [];
  if (email.trim()) who.push(eq(sql`lower(${orders.customerEmail})`, email.trim().toLowerCase()));
  if (phone) who.push(eq(orders.customerPhone, phone));
  if (who.length === 0) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(or(...who), ne(orders.status, 'cancelled')))
    .limit(1);
  return row !== undefined;
}
