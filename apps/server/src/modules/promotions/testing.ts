import type { Db } from '../../db/client.ts';
import { offers, promotions } from './promotions.table.ts';

let count = 0;

/** A discount code of its own for one test (percent 10 % unless told), stored as the admin would. */
export async function insertPromotion(
  db: Db,
  values: Partial<typeof promotions.$inferInsert> = {},
): Promise<typeof promotions.$inferSelect> {
  count++;
  const [row] = await db
    .insert(promotions)
    .values({
      code: `TEST${count}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      kind: 'percent',
      percentBasisPoints: 1000,
      ...values,
    })
    .returning();
  return row!;
}

/** An automatic offer for one test (decision 037), running unless told, stored as the admin would. */
export async function insertOffer(
  db: Db,
  values: Pick<typeof offers.$inferInsert, 'rule'> & Partial<typeof offers.$inferInsert>,
): Promise<typeof offers.$inferSelect> {
  count++;
  const [row] = await db
    .insert(offers)
    .values({
      nameEn: `Offer ${count}`,
      nameAr: `عرض ${count}`,
      kind: values.rule.kind,
      ...values,
    })
    .returning();
  return row!;
}
