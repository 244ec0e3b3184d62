import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isLanguage, type Language } from '@store/shared/locales';
import type { Db } from '../../../db/client.ts';
import type {
  HostedPayment,
  HostedPaymentProvider,
  HostedPaymentRequest,
  HostedRefund,
} from '../hosted-payment.ts';
import { PaymentProviderError } from '../payment-provider.ts';
import { payments } from '../payments.table.ts';
import {
  hostedFromInvoice,
  MOYASAR_ORDER_NUMBER,
  moyasarInvoiceRequest,
} from './moyasar-gateway.ts';
import {
  moyasarInvoiceBody,
  readMoyasarInvoice,
  type MoyasarInvoiceStatus,
} from './moyasar-wire.ts';

export const MOYASAR_SIMULATOR_PROVIDER = 'moyasar-simulator';
/** The payment page, on the store's own host (docs/decisions/005-payment-simulator.md). */
export const MOYASAR_SIMULATOR_PATH = '/moyasar-simulator/invoices';

type Json = Record<string, unknown>;

/** A Moyasar payment object, as the invoice carries it. */
type SimulatedPayment = Json & {
  id: string;
  status: 'paid' | 'failed' | 'refunded';
  amount: number;
  currency: string;
  refunded: number;
  source: Json & { message: string };
};

/** The simulator's whole state: Moyasar's invoice object, kept on the payment record. */
type SimulatedInvoice = Json & {
  id: string;
  status: MoyasarInvoiceStatus;
  amount: number;
  currency: string;
  description: string;
  url: string;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  metadata: Record<string, string>;
  payments: SimulatedPayment[];
};

/** What the shopper can do on the simulator's page; each ends as Moyasar's sandbox says. */
export const MOYASAR_SIMULATOR_CHOICES = [
  'mada',
  'visa',
  'master',
  'applepay',
  'stcpay',
  'declined',
  'insufficient-funds',
  '3ds-failed',
] as const;
export type MoyasarSimulatorChoice = (typeof MOYASAR_SIMULATOR_CHOICES)[number];

interface SimulatedSource {
  type: 'creditcard' | 'applepay';
  company: 'mada' | 'visa' | 'master';
  /** A sandbox test card with this outcome (MOYASAR.md, "Sandbox"). */
  card: string;
  message: string;
}

const APPROVED = 'APPROVED';

const SOURCES: Record<Exclude<MoyasarSimulatorChoice, 'stcpay'>, SimulatedSource> = {
  mada: { type: 'creditcard', company: 'mada', card: '4201320111111010', message: APPROVED },
  visa: { type: 'creditcard', company: 'visa', card: '4111111111111111', message: APPROVED },
  master: { type: 'creditcard', company: 'master', card: '5421080101000000', message: APPROVED },
  applepay: { type: 'applepay', company: 'mada', card: '4201320111111010', message: APPROVED },
  declined: { type: 'creditcard', company: 'mada', card: '4201321234411220', message: 'DECLINED' },
  'insufficient-funds': {
    type: 'creditcard',
    company: 'mada',
    card: '4201320000311101',
    message: 'INSUFFICIENT FUNDS',
  },
  '3ds-failed': {
    type: 'creditcard',
    company: 'visa',
    card: '4123450131000508',
    message: '3-D Secure transaction attempt failed (Not Enrolled)',
  },
};

/** STC Pay's sandbox OTPs (MOYASAR.md, "Sandbox"); any other code is "Invalid OTP". */
const STC_PAY_OTPS = new Map([
  ['123456', { paid: true, message: 'Paid' }],
  ['000000', { paid: true, message: 'Paid' }],
  ['111111', { paid: false, message: 'Insufficient Balance.' }],
]);
const STC_PAY_MOBILE = '0501234567';

/** The invoice as the simulator's page shows it. */
export interface SimulatorInvoiceView {
  id: string;
  status: MoyasarInvoiceStatus;
  amountHalalas: number;
  description: string;
  orderNumber: string;
  /** The language the invoice was opened in (`lang` of its url). */
  language: Language;
  successUrl: string | null;
  backUrl: string | null;
  /** Why the latest attempt failed, while the invoice still awaits a payment. */
  lastFailure: string | null;
}

export type SimulatorAttempt =
  | { outcome: 'paid'; invoice: SimulatorInvoiceView }
  | { outcome: 'failed'; invoice: SimulatorInvoiceView }
  | { outcome: 'not-awaiting'; invoice: SimulatorInvoiceView };

function formatAmount(halalas: number, currency: string): string {
  return `${(halalas / 100).toFixed(2)} ${currency}`;
}

function notFound(id: string): PaymentProviderError {
  return new PaymentProviderError('not-found', `Moyasar simulator: no invoice ${id}`, {
    status: 404,
    issue: 'invalid_request_error',
  });
}

function refused(message: string): PaymentProviderError {
  return new PaymentProviderError('rejected', `Moyasar simulator refused: ${message}`, {
    status: 400,
    issue: 'invalid_request_error',
  });
}

/** As Moyasar answers it: an invoice past its `expired_at` is expired, whether or not anyone looked. */
function current(invoice: SimulatedInvoice, now: Date): SimulatedInvoice {
  const expired =
    invoice.status === 'initiated' &&
    invoice.expired_at !== null &&
    Date.parse(invoice.expired_at) <= now.getTime();
  return expired ? { ...invoice, status: 'expired' } : invoice;
}

function isInvoice(value: unknown, id: string): value is SimulatedInvoice {
  const invoice = value as Partial<SimulatedInvoice> | null | undefined;
  return invoice?.id === id && Array.isArray(invoice.payments);
}

function viewOf(invoice: SimulatedInvoice): SimulatorInvoiceView {
  const lang = URL.canParse(invoice.url) ? new URL(invoice.url).searchParams.get('lang') : null;
  const last = invoice.payments.at(-1);
  return {
    id: invoice.id,
    status: invoice.status,
    amountHalalas: invoice.amount,
    description: invoice.description,
    orderNumber: invoice.metadata[MOYASAR_ORDER_NUMBER] ?? '',
    language: isLanguage(lang) ? lang : 'en',
    successUrl: invoice.success_url,
    backUrl: invoice.back_url,
    lastFailure:
      invoice.status === 'initiated' && last?.status === 'failed' ? last.source.message : null,
  };
}

function paymentOf(
  invoice: SimulatedInvoice,
  choice: MoyasarSimulatorChoice,
  otp: string,
  now: string,
): SimulatedPayment {
  let paid: boolean;
  let source: SimulatedPayment['source'];
  const reference = randomBytes(6).readUIntBE(0, 6).toString().padStart(12, '0');
  if (choice === 'stcpay') {
    const result = STC_PAY_OTPS.get(otp.trim()) ?? { paid: false, message: 'Invalid OTP' };
    paid = result.paid;
    source = {
      type: 'stcpay',
      mobile: STC_PAY_MOBILE,
      reference_number: reference,
      branch: null,
      cashier: null,
      transaction_url: null,
      message: result.message,
    };
  } else {
    const card = SOURCES[choice];
    paid = card.message === APPROVED;
    source = {
      type: card.type,
      company: card.company,
      name: card.type === 'creditcard' ? 'Test Shopper' : null,
      number: `XXXX-XXXX-XXXX-${card.card.slice(-4)}`,
      gateway_id: `moyasar_${card.type === 'creditcard' ? 'cc' : 'ap'}_${randomBytes(12).toString('hex')}`,
      reference_number: reference,
      token: null,
      message: card.message,
      transaction_url: null,
    };
  }
  return {
    id: randomUUID(),
    status: paid ? 'paid' : 'failed',
    amount: invoice.amount,
    fee: 0,
    currency: invoice.currency,
    refunded: 0,
    refunded_at: null,
    captured: 0,
    captured_at: null,
    voided_at: null,
    description: invoice.description,
    amount_format: formatAmount(invoice.amount, invoice.currency),
    fee_format: formatAmount(0, invoice.currency),
    refunded_format: formatAmount(0, invoice.currency),
    captured_format: formatAmount(0, invoice.currency),
    invoice_id: invoice.id,
    ip: null,
    callback_url: invoice.url,
    created_at: now,
    updated_at: now,
    metadata: invoice.metadata,
    source,
  };
}

/**
 * A Moyasar stand-in for machines without a Moyasar key: the same invoice, payment and source
 * objects as Moyasar, read by the same code as the real client's answers (`readMoyasarInvoice`,
 * `hostedFromInvoice`), paid on a page of this server. Its invoices are the Moyasar-shaped answers
 * the checkout already stores on each payment (`provider_response`), so it needs no storage of its
 * own, survives restarts and serves several instances on one database; each change locks the row.
 */
export class MoyasarSimulator implements HostedPaymentProvider {
  readonly name = MOYASAR_SIMULATOR_PROVIDER;
  readonly simulated = true;

  constructor(private readonly db: Db) {}

  async start(request: HostedPaymentRequest): Promise<HostedPayment> {
    const id = randomUUID();
    const origin = new URL(request.returnUrl).origin;
    const now = new Date().toISOString();
    const body = moyasarInvoiceBody(moyasarInvoiceRequest(request));
    const invoice = {
      id,
      status: 'initiated',
      ...body,
      logo_url: null,
      amount_format: formatAmount(body.amount, body.currency),
      url: `${origin}${MOYASAR_SIMULATOR_PATH}/${id}?lang=${request.language}`,
      success_url: body.success_url ?? null,
      back_url: body.back_url ?? null,
      expired_at: body.expired_at ?? null,
      payment_id: null,
      paid_at: null,
      created_at: now,
      updated_at: now,
      payments: [],
    };
    return hostedFromInvoice(readMoyasarInvoice(invoice));
  }

  async read(id: string): Promise<HostedPayment> {
    const invoice = await this.#find(id);
    if (!invoice) throw notFound(id);
    return hostedFromInvoice(readMoyasarInvoice(invoice));
  }

  /** Cancels an invoice awaiting payment; like Moyasar, refuses one that is paid or closed. */
  async close(id: string): Promise<void> {
    await this.#change(id, (invoice, now) => {
      if (invoice.status !== 'initiated') {
        throw refused(`Invoice is ${invoice.status} and cannot be canceled`);
      }
      return { invoice: { ...invoice, status: 'canceled', updated_at: now }, result: undefined };
    });
  }

  /** Refunds part or all of what is left of the invoice's paid payment, never more. */
  async refund(payment: HostedPayment, amountHalalas: number): Promise<HostedRefund> {
    return this.#change(payment.id, (invoice, now) => {
      const paid = invoice.payments.find(
        (item) => item.id === payment.paymentId && item.status !== 'failed',
      );
      if (!paid) throw notFound(payment.paymentId ?? payment.id);
      const refundable = paid.amount - paid.refunded;
      if (!Number.isInteger(amountHalalas) || amountHalalas <= 0 || amountHalalas > refundable) {
        throw refused(`amount must be a positive integer no greater than ${refundable}`);
      }
      const refunded = paid.refunded + amountHalalas;
      const after: SimulatedPayment = {
        ...paid,
        status: refunded === paid.amount ? 'refunded' : paid.status,
        refunded,
        refunded_at: now,
        refunded_format: formatAmount(refunded, paid.currency),
        updated_at: now,
      };
      return {
        invoice: {
          ...invoice,
          updated_at: now,
          payments: invoice.payments.map((item) => (item.id === paid.id ? after : item)),
        },
        result: { refundedHalalas: refunded, raw: after },
      };
    });
  }

  webhookSubject(): string | null {
    // The simulator sends no webhooks; anything claiming to be one is not from it.
    return null;
  }

  /** The invoice as its payment page shows it, or null when there is none. */
  async view(id: string): Promise<SimulatorInvoiceView | null> {
    const invoice = await this.#find(id);
    return invoice ? viewOf(invoice) : null;
  }

  /**
   * The shopper's attempt on the payment page: a payment, paid or failed, added to the invoice,
   * which is paid by the first that succeeds and stays open after a failure for another try.
   * Null when there is no such invoice.
   */
  async pay(
    id: string,
    choice: MoyasarSimulatorChoice,
    otp = '',
  ): Promise<SimulatorAttempt | null> {
    try {
      return await this.#change(
        id,
        (invoice, now): { invoice: SimulatedInvoice; result: SimulatorAttempt } => {
          if (invoice.status !== 'initiated') {
            return { invoice, result: { outcome: 'not-awaiting', invoice: viewOf(invoice) } };
          }
          const payment = paymentOf(invoice, choice, otp, now);
          const paid = payment.status === 'paid';
          const next: SimulatedInvoice = {
            ...invoice,
            status: paid ? 'paid' : 'initiated',
            updated_at: now,
            ...(paid ? { payment_id: payment.id, paid_at: now } : {}),
            payments: [...invoice.payments, payment],
          };
          return {
            invoice: next,
            result: { outcome: paid ? 'paid' : 'failed', invoice: viewOf(next) },
          };
        },
      );
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'not-found') return null;
      throw error;
    }
  }

  async #find(id: string): Promise<SimulatedInvoice | null> {
    const [row] = await this.db
      .select({ response: payments.providerResponse })
      .from(payments)
      .where(
        and(eq(payments.provider, MOYASAR_SIMULATOR_PROVIDER), eq(payments.providerOrderId, id)),
      );
    const invoice = row?.response;
    return isInvoice(invoice, id) ? current(invoice, new Date()) : null;
  }

  /** Changes the stored invoice under a row lock, so two instances never both change it. */
  async #change<T>(
    id: string,
    change: (invoice: SimulatedInvoice, now: string) => { invoice: SimulatedInvoice; result: T },
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: payments.id, invoice: payments.providerResponse })
        .from(payments)
        .where(
          and(eq(payments.provider, MOYASAR_SIMULATOR_PROVIDER), eq(payments.providerOrderId, id)),
        )
        .for('update');
      const stored = row?.invoice;
      if (!row || !isInvoice(stored, id)) throw notFound(id);
      const now = new Date();
      const before = current(stored, now);
      const { invoice, result } = change(before, now.toISOString());
      if (invoice !== before) {
        await tx
          .update(payments)
          .set({ providerResponse: invoice, updatedAt: now })
          .where(eq(payments.id, row.id));
      }
      return result;
    });
  }
}
