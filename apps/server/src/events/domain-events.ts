import type { OrderStatus, PaymentMethod } from '@store/shared/schemas/orders';

/** What an order event tells: which order, and how it is paid (handlers often branch on it). */
export interface OrderEventPayload {
  orderId: string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  /** The order's status once the change is made. */
  status: OrderStatus;
}

/** What a return event tells: which request, of which order. */
export interface ReturnEventPayload {
  returnId: string;
  returnNumber: string;
  orderId: string;
}

/**
 * Every event the store records, by type. An event says what happened, in the past tense, with
 * the ids a handler needs to read the rest; it is written in the transaction of the change.
 */
export interface DomainEvents {
  'order.placed': OrderEventPayload;
  /** The money is in: captured online, or a cash-on-delivery order delivered. */
  'order.paid': OrderEventPayload;
  /**
   * Confirmed ("New"): a cash-on-delivery order the merchant confirmed, or an online order once
   * paid (told with `order.paid` in the same transaction).
   */
  'order.confirmed': OrderEventPayload;
  'order.cancelled': OrderEventPayload;
  /** Money went back to the shopper, all of it or part: one event per refund (its row in `refunds`). */
  'order.refunded': OrderEventPayload & { refundId: string };
  'order.shipped': OrderEventPayload;
  /** With the courier on the way to the shopper today. */
  'order.out-for-delivery': OrderEventPayload;
  'order.delivered': OrderEventPayload;
  /** The parcel came back to the store (refused or undeliverable). */
  'order.returned': OrderEventPayload;
  /** Stock was set, reserved or put back for these products. */
  'product.stock-changed': { productIds: string[]; reason: string };
  /** A tax invoice or note was issued for an order (it never changes after). */
  'tax-document.issued': {
    documentId: string;
    orderId: string;
    kind: 'invoice' | 'credit' | 'debit';
    mode: 'phase1' | 'phase2';
  };
  /**
   * A shopper asked to return bottles; the store approved, rejected, received, refunded or closed
   * the request (issue 19 point 6). A cash refund has no `refunds` row: its return records it.
   */
  'return.requested': ReturnEventPayload;
  'return.approved': ReturnEventPayload;
  'return.rejected': ReturnEventPayload;
  'return.received': ReturnEventPayload;
  'return.refunded': ReturnEventPayload & { method: 'provider' | 'cash'; amountHalalas: number };
  'return.closed': ReturnEventPayload;
  /** A version of a content section went live (saved, rolled back or reset). */
  'content.published': { section: string; version: number | null };
}

export type DomainEventType = keyof DomainEvents;

export type DomainEvent = {
  [T in DomainEventType]: { type: T; payload: DomainEvents[T] };
}[DomainEventType];

/** An event as a handler receives it: with its id, which makes a handler idempotent. */
export type RecordedEvent<T extends DomainEventType = DomainEventType> = {
  id: number;
  type: T;
  payload: DomainEvents[T];
  occurredAt: string;
};
