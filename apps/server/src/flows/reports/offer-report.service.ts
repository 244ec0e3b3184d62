import { sql } from 'drizzle-orm';
import { halalasToSar } from '@store/shared/money';
import type { OfferReport } from '@store/shared/schemas/offers';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { countsAsRevenue } from '../../modules/orders/index.ts';
import { listOffers } from '../../modules/promotions/index.ts';
import { addStoreDays, storeDayEnd, storeDayOf, storeDayStart } from '../../time/store-calendar.ts';

interface OfferRow {
  offer_id: string;
  name: { en: string; ar: string };
  orders: number;
  goods_saving: number;
  wrap_waived: number;
  before: number;
  after: number;
}

/**
 * Each automatic offer's orders, saving and revenue over Riyadh days (both included; the last 30
 * by default), from the offers each order stored (`applied_offers`, decision 037) and over the
 * orders the discount report and the dashboard count: cancelled, failed, refunded and unpaid
 * online orders are left out. An order with two offers counts for each.
 */
export async function offerReport(
  db: Db,
  query: { from?: string; to?: string },
  now: Date = new Date(),
): Promise<OfferReport> {
  const to = query.to ?? storeDayOf(now);
  const from = query.from ?? addStoreDays(to, -29);
  const [result, known] = await Promise.all([
    db.execute(sql`
      select applied.offer ->> 'offerId' as offer_id,
        (array_agg(applied.offer -> 'name' order by ${orders.createdAt} desc))[1] as name,
        count(*)::int as orders,
        coalesce(sum((applied.offer ->> 'discountHalalas')::int), 0)::int as goods_saving,
        coalesce(sum(${orders.giftWrapDiscountHalalas}), 0)::int as wrap_waived,
        coalesce(sum(${orders.totalHalalas} + ${orders.discountHalalas}
          + ${orders.shippingDiscountHalalas} + ${orders.giftWrapDiscountHalalas}), 0)::int as before,
        coalesce(sum(${orders.totalHalalas}), 0)::int as after
      from ${orders}
      cross join lateral jsonb_array_elements(${orders.appliedOffers}) as applied(offer)
      where ${countsAsRevenue}
        and ${orders.createdAt} >= ${storeDayStart(from).toISOString()}::timestamptz
        and ${orders.createdAt} < ${storeDayEnd(to).toISOString()}::timestamptz
      group by 1`),
    listOffers(db, now),
  ]);
  const byId = new Map(known.map((offer) => [offer.id, offer]));
  const rows = (result as unknown as { rows: OfferRow[] }).rows.map((row) => {
    const offer = byId.get(row.offer_id);
    const kind = offer?.rule.kind ?? null;
    // A wrapping offer's saving is the fee it waived; goods offers stored theirs per order.
    const saving = row.goods_saving + (kind === 'free_gift_wrap' ? row.wrap_waived : 0);
    return {
      offerId: row.offer_id,
      name: offer?.name ?? row.name,
      kind,
      orders: row.orders,
      savingHalalas: saving,
      saving: halalasToSar(saving),
      salesBeforeDiscounts: halalasToSar(row.before),
      salesAfterDiscounts: halalasToSar(row.after),
    };
  });
  rows.sort((a, b) => b.savingHalalas - a.savingHalalas || b.orders - a.orders);
  return { from, to, offers: rows.map(({ savingHalalas: _, ...row }) => row) };
}
