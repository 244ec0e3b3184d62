import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isLanguage, type Language } from '@store/shared/locales';
import type { Db } from '../../../db/client.ts';
import {
  HostedPaymentRefused,
  type HostedPayment,
  type HostedPaymentProvider,
  type HostedPaymentRequest,
  type HostedRefund,
  type HostedRefusalReason,
} from '../hosted-payment.ts';
import { PaymentProviderError } from '../payment-provider.ts';
import { payments } from '../payments.table.ts';
import { hostedFromTabby, notCapturedYet, tabbySessionRequest } from './tabby-gateway.ts';
import {
  captureRefusalKind,
  readTabbyPayment,
  tabbySessionBody,
  toTabbyAmount,
  type TabbyPayment,
  type TabbyPaymentStatus,
} from './tabby-wire.ts';

export const TABBY_SIMULATOR_PROVIDER = 'tabby-simulator';
/** Tabby's checkout page, on the store's own host (docs/decisions/005-payment-simulator.md). */
export const TABBY_SIMULATOR_PATH = '/tabby-simulator/payments';
/** The OTP Tabby's sandbox page takes (TABBY.md, "Sandbox"); any other code is wrong. */
export const TABBY_SIMULATOR_OTP = '8888';

/** Sandbox buyers (TABBY.md, "Sandbox"): this phone fails pre-scoring … */
const PRESCORING_REJECT_PHONE = '500000002';
/** … and this email is rejected on Tabby's page after the OTP. */
const REJECTED_EMAIL = 'otp.rejected@tabby.ai';
// Tabby sets the limits per merchant and publishes no KSA numbers; these are payment processors'
// (Tap and Antom resell Tabby with a 10 SAR minimum, Antom with a 10,000 SAR maximum), TABBY.md
// "Amounts". A merchant's real limits come from Tabby.
const MIN_HALALAS = 10_00;
const MAX_HALALAS = 10_000_00;
/** A session lasts 20 minutes; its payment turns EXPIRED about 10 minutes later (TABBY.md). */
const PAYMENT_MINUTES = 30;

type Json = Record<string, unknown>;

interface MerchantUrls {
  success: string;
  cancel: string;
  failure: string;
}

/** A capture or a refund, as Tabby's payment object lists them. */
type Movement = Json & { id: string; amount: string; reference_id: string; created_at: string };

/**
 * The simulator's whole state: Tabby's payment object as `GET /api/v2/payments/{id}` answers it,
 * kept on the payment record, plus what Tabby knows from the session (its language and the
 * merchant's URLs).
 */
type SimulatedPayment = Json & {
  id: string;
  status: TabbyPaymentStatus;
  created_at: string;
  expires_at: string;
  closed_at: string | null;
  amount: string;
  currency: string;
  description: string;
  buyer: { name?: string; email?: string; phone?: string };
  order: Json & { reference_id: string };
  captures: Movement[];
  refunds: Movement[];
  lang: string;
  merchant_urls: MerchantUrls;
};

/** What the shopper can do on Tabby's page: pay (after the OTP), be declined, or go back. */
export const TABBY_SIMULATOR_CHOICES = ['approve', 'reject', 'cancel'] as const;
export type TabbySimulatorChoice = (typeof TABBY_SIMULATOR_CHOICES)[number];

/** The payment as the simulator's page shows it. */
export interface TabbySimulatorView {
  id: string;
  status: TabbyPaymentStatus;
  amountHalalas: number;
  currency: string;
  description: string;
  orderNumber: string;
  /** The language the session was opened in. */
  language: Language;
  /**
   * Where Tabby sends the shopper for this status, `payment_id` appended: success (AUTHORIZED,
   * CLOSED), failure (REJECTED) or cancel (EXPIRED); null while the payment awaits the shopper.
   */
  merchantUrl: string | null;
}

export type TabbySimulatorDecision =
  /** Decided now, or before (a repeated decision changes nothing): send the shopper there. */
  | { outcome: 'redirect'; location: string; payment: TabbySimulatorView }
  /** The OTP was not Tabby's sandbox code: the page asks again; nothing changed. */
  | { outcome: 'wrong-otp'; payment: TabbySimulatorView };

function notFound(id: string): PaymentProviderError {
  return new PaymentProviderError('not-found', `Tabby simulator: no such payment ${id}`, {
    status: 404,
    issue: 'not_found',
  });
}

function refused(message: string): PaymentProviderError {
  return new PaymentProviderError('rejected', `Tabby simulator refused: ${message}`, {
    status: 400,
    issue: 'bad_data',
  });
}

/** As TabbyClient explains a refused capture, from the payment's status (TABBY.md, "Errors"). */
function captureRefused(payment: TabbyPayment): PaymentProviderError {
  return new PaymentProviderError(
    captureRefusalKind(payment, 'rejected'),
    `Tabby simulator refused: could not capture not authorized payments (payment is ${payment.status})`,
    { status: 400, issue: 'bad_data' },
  );
}

/** Tabby's pre-scoring of the sandbox: the rejection reason, or null when Tabby is offered. */
function preScoring(request: HostedPaymentRequest): HostedRefusalReason | null {
  if (request.order.buyer.phone.replace(/\D/g, '').endsWith(PRESCORING_REJECT_PHONE)) {
    return 'not-available';
  }
  if (request.amountHalalas < MIN_HALALAS) return 'amount-too-low';
  if (request.amountHalalas > MAX_HALALAS) return 'amount-too-high';
  return null;
}

function isAmount(halalas: number): boolean {
  return Number.isSafeInteger(halalas) && halalas > 0;
}

/** As Tabby answers it: a payment still CREATED past its `expires_at` is EXPIRED. */
function current(payment: SimulatedPayment, now: Date): SimulatedPayment {
  const expired = payment.status === 'CREATED' && Date.parse(payment.expires_at) <= now.getTime();
  return expired ? { ...payment, status: 'EXPIRED' } : payment;
}

function isSimulatedPayment(value: unknown, id: string): value is SimulatedPayment {
  const payment = value as Partial<SimulatedPayment> | null | undefined;
  return (
    payment?.id === id &&
    Array.isArray(payment.captures) &&
    Array.isArray(payment.refunds) &&
    typeof payment.merchant_urls === 'object' &&
    payment.merchant_urls !== null
  );
}

function closed(payment: SimulatedPayment, now: string): SimulatedPayment {
  return { ...payment, status: 'CLOSED', closed_at: now };
}

function movement(amountHalalas: number, reference: string, now: string): Movement {
  return {
    id: randomUUID(),
    amount: toTabbyAmount(amountHalalas),
    reference_id: reference,
    created_at: now,
  };
}

/** Tabby appends `payment_id` to the merchant URL it sends the shopper to (TABBY.md). */
function withPaymentId(url: string, id: string): string {
  if (!URL.canParse(url)) return `${url}${url.includes('?') ? '&' : '?'}payment_id=${id}`;
  const target = new URL(url);
  target.searchParams.set('payment_id', id);
  return target.toString();
}

function merchantUrlOf(payment: SimulatedPayment): string | null {
  const urls = payment.merchant_urls;
  switch (payment.status) {
    case 'AUTHORIZED':
    case 'CLOSED':
      return withPaymentId(urls.success, payment.id);
    case 'REJECTED':
      return withPaymentId(urls.failure, payment.id);
    case 'EXPIRED':
      return withPaymentId(urls.cancel, payment.id);
    default:
      return null;
  }
}

function viewOf(payment: SimulatedPayment): TabbySimulatorView {
  const read = readTabbyPayment(payment);
  return {
    id: payment.id,
    status: payment.status,
    amountHalalas: read.amountHalalas,
    currency: read.currency,
    description: payment.description,
    orderNumber: read.referenceId ?? '',
    language: isLanguage(payment.lang) ? payment.lang : 'en',
    merchantUrl: merchantUrlOf(payment),
  };
}

/** Where the shopper's choice on Tabby's page leaves a CREATED payment. */
function statusAfter(payment: SimulatedPayment, choice: TabbySimulatorChoice): TabbyPaymentStatus {
  if (choice === 'cancel') return 'EXPIRED';
  if (choice === 'reject' || payment.buyer.email === REJECTED_EMAIL) return 'REJECTED';
  return 'AUTHORIZED';
}

/** A decided payment: Tabby sends the shopper to the merchant URL for its status. */
function redirectTo(payment: SimulatedPayment): TabbySimulatorDecision {
  const view = viewOf(payment);
  return { outcome: 'redirect', location: view.merchantUrl ?? '/', payment: view };
}

function hostedOf(payment: SimulatedPayment): HostedPayment {
  return hostedFromTabby(readTabbyPayment(payment), null);
}

/**
 * A Tabby stand-in for machines without a Tabby key: Tabby's own payment object (statuses CREATED,
 * AUTHORIZED, CLOSED, REJECTED, EXPIRED; captures and refunds keyed by `reference_id`), read by the
 * same code as the real gateway's answers (`readTabbyPayment`, `hostedFromTabby`), with Tabby's
 * sandbox buyers, and paid on a page of this server. Its payments are the Tabby-shaped answers the
 * checkout already stores on each payment record (`provider_response`, written from what `start`
 * returns), so it needs no storage of its own, survives restarts and serves several instances on
 * one database; each change locks the row.
 */
export class TabbySimulator implements HostedPaymentProvider {
  readonly name = TABBY_SIMULATOR_PROVIDER;
  readonly simulated = true;

  constructor(private readonly db: Db) {}

  /**
   * Tabby's session: pre-scoring first (HostedPaymentRefused for the sandbox's rejected phone or
   * an amount outside the limits), then a CREATED payment. Nothing is stored here: the checkout
   * stores what this returns on the payment record, and only then is the page's address known.
   */
  async start(request: HostedPaymentRequest): Promise<HostedPayment> {
    const refusal = preScoring(request);
    if (refusal) {
      throw new HostedPaymentRefused(refusal, `Tabby simulator rejected the session: ${refusal}`);
    }
    const id = randomUUID();
    const now = new Date();
    const session = tabbySessionBody(tabbySessionRequest(request), 'SIMULATOR');
    const expiresAt = Math.min(
      request.expiresAt.getTime(),
      now.getTime() + PAYMENT_MINUTES * 60_000,
    );
    const payment: SimulatedPayment = {
      id,
      created_at: now.toISOString(),
      expires_at: new Date(expiresAt).toISOString(),
      closed_at: null,
      status: 'CREATED',
      is_test: true,
      ...session.payment,
      captures: [],
      refunds: [],
      meta: { order_id: request.orderId, customer: null },
      attachment: null,
      lang: session.lang,
      merchant_urls: session.merchant_urls,
    };
    const origin = new URL(request.returnUrl).origin;
    const webUrl = `${origin}${TABBY_SIMULATOR_PATH}/${id}?lang=${request.language}`;
    return hostedFromTabby(readTabbyPayment(payment), webUrl);
  }

  async read(id: string): Promise<HostedPayment> {
    const payment = await this.#find(id);
    if (!payment) throw notFound(id);
    return hostedOf(payment);
  }

  /**
   * Voids an authorised payment nothing of which was captured. A CREATED payment is left to expire,
   * as the real gateway does (Tabby cannot close it).
   */
  async close(id: string): Promise<void> {
    await this.#change(id, (payment, now) => {
      const voidable =
        payment.status === 'AUTHORIZED' && readTabbyPayment(payment).capturedHalalas === 0;
      return { payment: voidable ? closed(payment, now) : payment, result: undefined };
    });
  }

  /** Captures from an AUTHORIZED payment; `reference` is the idempotency key; all of it closes it. */
  async capture(id: string, amountHalalas: number, reference: string): Promise<HostedPayment> {
    return this.#change(id, (payment, now) => {
      const read = readTabbyPayment(payment);
      if (read.captures.some((capture) => capture.referenceId === reference)) {
        return { payment, result: hostedOf(payment) };
      }
      if (!reference) throw refused('reference_id is required');
      if (payment.status !== 'AUTHORIZED') throw captureRefused(read);
      if (!isAmount(amountHalalas) || read.capturedHalalas + amountHalalas > read.amountHalalas) {
        throw refused('capture amount is greater than the amount left to capture');
      }
      const captures = [...payment.captures, movement(amountHalalas, reference, now)];
      const after: SimulatedPayment = { ...payment, captures };
      const next =
        read.capturedHalalas + amountHalalas === read.amountHalalas ? closed(after, now) : after;
      return { payment: next, result: hostedOf(next) };
    });
  }

  /**
   * As the real gateway with Tabby: before any capture only the whole amount can be given back,
   * by voiding the payment (Tabby's close); after, refunds of a CLOSED payment up to what was
   * captured and not yet refunded, `reference` being the idempotency key.
   */
  async refund(
    payment: HostedPayment,
    amountHalalas: number,
    reference: string,
  ): Promise<HostedRefund> {
    return this.#change(payment.id, (stored, now) => {
      const read = readTabbyPayment(stored);
      if (read.refunds.some((refund) => refund.referenceId === reference)) {
        return { payment: stored, result: { refundedHalalas: read.refundedHalalas, raw: stored } };
      }
      if (read.capturedHalalas === 0) {
        if (amountHalalas !== read.amountHalalas) throw notCapturedYet();
        // Voiding twice is harmless, as closing twice is with the real client.
        if (stored.status === 'CLOSED') {
          return { payment: stored, result: { refundedHalalas: amountHalalas, raw: stored } };
        }
        if (stored.status !== 'AUTHORIZED') {
          throw refused(`could not close ${stored.status.toLowerCase()} payment`);
        }
        const voided = closed(stored, now);
        return { payment: voided, result: { refundedHalalas: amountHalalas, raw: voided } };
      }
      if (!reference) throw refused('reference_id is required');
      if (stored.status !== 'CLOSED') {
        throw refused('can not refund payment that has no captures and not closed');
      }
      const left = read.capturedHalalas - read.refundedHalalas;
      if (!isAmount(amountHalalas) || amountHalalas > left) {
        throw refused(`refund amount is greater than the amount left to refund (${left} halalas)`);
      }
      const refund = { ...movement(amountHalalas, reference, now), reason: null, items: [] };
      const next: SimulatedPayment = { ...stored, refunds: [...stored.refunds, refund] };
      return {
        payment: next,
        result: { refundedHalalas: read.refundedHalalas + amountHalalas, raw: next },
      };
    });
  }

  webhookSubject(): string | null {
    // The simulator sends no webhooks; anything claiming to be one is not from it.
    return null;
  }

  /** The payment as its page shows it, or null when there is none. */
  async view(id: string): Promise<TabbySimulatorView | null> {
    const payment = await this.#find(id);
    return payment ? viewOf(payment) : null;
  }

  /**
   * The shopper's choice on Tabby's page, taken only while the payment is CREATED: approve (with
   * the sandbox OTP) → AUTHORIZED, or REJECTED for the sandbox's rejected buyer; reject →
   * REJECTED; cancel → EXPIRED. Once decided, another choice changes nothing and leads where the
   * first did. Null when there is no such payment.
   */
  async decide(
    id: string,
    choice: TabbySimulatorChoice,
    otp = '',
  ): Promise<TabbySimulatorDecision | null> {
    try {
      return await this.#change(id, (payment) => {
        // Decided before (or expired): nothing changes, and the shopper goes where it led.
        if (payment.status !== 'CREATED') return { payment, result: redirectTo(payment) };
        if (choice === 'approve' && otp.trim() !== TABBY_SIMULATOR_OTP) {
          const result: TabbySimulatorDecision = { outcome: 'wrong-otp', payment: viewOf(payment) };
          return { payment, result };
        }
        const next: SimulatedPayment = { ...payment, status: statusAfter(payment, choice) };
        return { payment: next, result: redirectTo(next) };
      });
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'not-found') return null;
      throw error;
    }
  }

  async #find(id: string): Promise<SimulatedPayment | null> {
    const [row] = await this.db
      .select({ response: payments.providerResponse })
      .from(payments)
      .where(
        and(eq(payments.provider, TABBY_SIMULATOR_PROVIDER), eq(payments.providerOrderId, id)),
      );
    const payment = row?.response;
    return isSimulatedPayment(payment, id) ? current(payment, new Date()) : null;
  }

  /** Changes the stored payment under a row lock, so two instances never both change it. */
  async #change<T>(
    id: string,
    change: (payment: SimulatedPayment, now: string) => { payment: SimulatedPayment; result: T },
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: payments.id, payment: payments.providerResponse })
        .from(payments)
        .where(
          and(eq(payments.provider, TABBY_SIMULATOR_PROVIDER), eq(payments.providerOrderId, id)),
        )
        .for('update');
      const stored = row?.payment;
      if (!row || !isSimulatedPayment(stored, id)) throw notFound(id);
      const now = new Date();
      const before = current(stored, now);
      const { payment, result } = change(before, now.toISOString());
      if (payment !== before) {
        await tx
          .update(payments)
          .set({ providerResponse: payment, updatedAt: now })
          .where(eq(payments.id, row.id));
      }
      return result;
    });
  }
}
