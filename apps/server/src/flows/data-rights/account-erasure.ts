import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@store/shared/locales';
import type { OrderStatus } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import {
  consentRecords,
  orders,
  promotionRedemptions,
  returnRequests,
  reviewRequests,
  reviews,
  shopperAccounts,
  shopperAddresses,
  shopperSessions,
  shopperWishlistItems,
  signInCodes,
  taxDocuments,
} from '../../db/schema.ts';
import type { ShopperAccountRow } from '../../modules/accounts/index.ts';
import { forgetCartsOf } from '../../modules/cart-recovery/index.ts';
import { recordAudit } from '../../modules/monitoring/index.ts';
import { ordersOfAccount } from '../account-orders/shopper-orders.ts';
import { openOrdersRefusal } from './erasure-messages.ts';

/** Orders past these need no address or phone any more: nothing is left to deliver. */
const FINISHED: readonly OrderStatus[] = ['delivered', 'cancelled', 'returned'];

/** What the erasure left and took, for the audit log and the answer (no personal data). */
export interface ErasureSummary {
  ordersErased: number;
}

/**
 * Deletes a shopper's account under the PDPL (issue 22 point 6), in one transaction: the account
 * keeps its row (its id may be named elsewhere) with no name, phone, email or opt-ins; its saved
 * addresses, wishlist, sessions, codes, consents and kept carts go; its orders keep their lines, amounts and city for the tax law, but lose the
 * buyer's name, email, phone and address, as do their returns, review links and code uses; its
 * reviews stay, unsigned. Issued tax documents keep the buyer's name they were issued with (an
 * invoice is kept as issued) until the retention period ends (retention.ts); their copy of the
 * email and phone goes now. Refused while an order is still to be delivered.
 */
export async function eraseAccount(
  db: Db,
  request: FastifyRequest,
  account: ShopperAccountRow,
  now: Date,
  language: Language,
): Promise<ErasureSummary> {
  return db.transaction(async (tx) => {
    // Locked, so a sign-in or an order being linked cannot interleave with the erasure.
    await tx
      .select({ id: shopperAccounts.id })
      .from(shopperAccounts)
      .where(eq(shopperAccounts.id, account.id))
      .for('update');
    const owned = ordersOfAccount(account);
    const orderRows = owned
      ? await tx
          .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
          .from(orders)
          .where(owned)
      : [];
    const open = orderRows.filter((row) => !FINISHED.includes(row.status));
    if (open.length > 0) {
      throw openOrdersRefusal(
        language,
        open.map((row) => row.orderNumber),
      );
    }
    const orderIds = orderRows.map((row) => row.id);
    if (orderIds.length > 0) await eraseOrderContacts(tx, orderIds, now);

    const destinations = [account.phone, account.email].filter((value): value is string =>
      Boolean(value),
    );
    if (destinations.length > 0) {
      await tx.delete(signInCodes).where(inArray(signInCodes.destination, destinations));
    }
    await tx
      .delete(consentRecords)
      .where(
        destinations.length > 0
          ? or(
              eq(consentRecords.accountId, account.id),
              inArray(consentRecords.subject, destinations),
            )
          : eq(consentRecords.accountId, account.id),
      );
    await forgetCartsOf(tx, { accountId: account.id, email: account.email, phone: account.phone });
    await tx.delete(shopperAddresses).where(eq(shopperAddresses.accountId, account.id));
    await tx.delete(shopperWishlistItems).where(eq(shopperWishlistItems.accountId, account.id));
    // The devices it was used on (addresses, browsers) are personal data too.
    await tx.delete(shopperSessions).where(eq(shopperSessions.accountId, account.id));
    await tx
      .update(shopperAccounts)
      .set({
        name: null,
        phone: null,
        phoneVerifiedAt: null,
        email: null,
        emailVerifiedAt: null,
        marketingEmailSince: null,
        marketingSmsSince: null,
        marketingWhatsappSince: null,
        marketingChangedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(and(eq(shopperAccounts.id, account.id), isNull(shopperAccounts.deletedAt)));
    await recordAudit(tx, request, {
      action: 'deleted',
      entity: 'shopper-account',
      entityId: account.id,
      after: { ordersErased: orderIds.length },
      note: 'Deleted by the shopper; personal data erased (PDPL)',
    });
    return { ordersErased: orderIds.length };
  });
}

/** The buyer's contact details, wherever an order copied them. */
async function eraseOrderContacts(tx: Db, orderIds: string[], now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({
      customerFirstName: '',
      customerLastName: '',
      customerEmail: '',
      customerPhone: '',
      addressLine: '',
      district: '',
      postalCode: null,
      buildingNumber: null,
      additionalNumber: null,
      shortAddress: null,
      notes: '',
      giftMessage: '',
      personalDataErasedAt: now,
      updatedAt: now,
    })
    .where(inArray(orders.id, orderIds));
  await tx
    .update(taxDocuments)
    .set({
      buyer: sql`jsonb_build_object('name', ${taxDocuments.buyer}->>'name', 'email', '', 'phone', '')`,
    })
    .where(inArray(taxDocuments.orderId, orderIds));
  await tx
    .update(returnRequests)
    .set({ customerName: '', customerEmail: '' })
    .where(inArray(returnRequests.orderId, orderIds));
  await tx
    .update(reviewRequests)
    .set({ firstName: '', customerEmail: '', authorName: '' })
    .where(inArray(reviewRequests.orderId, orderIds));
  await tx.update(reviews).set({ authorName: '' }).where(inArray(reviews.orderId, orderIds));
  await tx
    .update(promotionRedemptions)
    .set({ email: '', phone: '' })
    .where(inArray(promotionRedemptions.orderId, orderIds));
}
