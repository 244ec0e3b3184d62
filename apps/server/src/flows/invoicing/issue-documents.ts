import { GIFT_WRAP_LINE_NAME } from '@store/shared/gifting';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SellerProfile } from '@store/shared/schemas/settings';
import type { Db } from '../../db/client.ts';
import { refunds, returnRequests } from '../../db/schema.ts';
import {
  type BuiltTaxDocument,
  type DocumentNumbering,
  type IssuedBuyer,
  type IssuedLine,
  type IssuedTotals,
  findTaxDocumentRow,
  issueTaxDocument,
  taxDocumentRowsOfOrder,
  type TaxDocumentRow,
} from '../../modules/invoicing/index.ts';
import { findOrderWithItems, type OrderRow } from '../../modules/orders/index.ts';
import {
  getSiteSettings,
  readSellerProfile,
  type SecretBox,
} from '../../modules/settings/index.ts';
import {
  buildDocumentXml,
  encodePhase1Qr,
  type PaymentMeansCode,
  readSigningCredentials,
  sar,
  signDocument,
} from '../../modules/zatca/index.ts';
import { documentLines, refundLines, type SoldLine, zatcaLineOf } from './document-lines.ts';

export interface InvoicingDeps {
  db: Db;
  box: SecretBox;
  log: FastifyBaseLogger;
}

/** ZATCA's payment means (UN/CEFACT 4461): cash on delivery is cash, the rest a card or wallet. */
function paymentMeansOf(order: OrderRow): PaymentMeansCode {
  return order.paymentMethod === 'cod' ? '10' : '48';
}

function buyerOf(order: OrderRow): IssuedBuyer {
  return {
    name: `${order.customerFirstName} ${order.customerLastName}`.trim(),
    email: order.customerEmail,
    phone: order.customerPhone,
  };
}

interface DocumentContent {
  kind: 'invoice' | 'credit' | 'debit';
  order: OrderRow;
  lines: IssuedLine[];
  totals: IssuedTotals;
  original?: TaxDocumentRow;
  reason?: string;
}

/**
 * The document's QR and, in phase 2 once the store holds its production certificate, its signed
 * XML and hash. Until then a phase 2 store still issues (sales never stop), as phase 1 with the QR.
 */
function buildContent(
  deps: InvoicingDeps,
  { profile, signing }: Issuer,
  content: DocumentContent,
  numbering: DocumentNumbering,
): BuiltTaxDocument {
  const { einvoicingMode: _mode, ...seller } = profile;
  const base = {
    seller,
    buyer: buyerOf(content.order),
    lines: content.lines,
    totals: content.totals,
  };
  if (!signing) {
    if (profile.einvoicingMode === 'phase2') {
      deps.log.warn(
        { number: numbering.number },
        'phase 2 document issued without signing: the store has no production certificate yet',
      );
    }
    return {
      ...base,
      mode: 'phase1',
      qr: encodePhase1Qr({
        sellerName: profile.legalName.ar || profile.legalName.en,
        vatNumber: profile.vatNumber,
        timestamp: numbering.issuedAt.toISOString().replace('.000Z', 'Z'),
        // Tag 4 is the total with VAT, as the XML's TaxInclusiveAmount (the SDK reads it there).
        totalWithVat: sar(content.totals.taxInclusiveHalalas),
        vatTotal: sar(content.totals.vatHalalas),
      }),
    };
  }
  const built = buildDocumentXml({
    kind: content.kind,
    number: numbering.number,
    uuid: numbering.uuid,
    issuedAt: numbering.issuedAt,
    counterValue: numbering.counterValue,
    previousHash: numbering.previousHash,
    seller: {
      legalName: profile.legalName.ar || profile.legalName.en,
      vatNumber: profile.vatNumber,
      crNumber: profile.crNumber,
      address: {
        building: profile.address.buildingNumber,
        street: profile.address.street.ar || profile.address.street.en,
        district: profile.address.district.ar || profile.address.district.en,
        city: profile.address.city.ar || profile.address.city.en,
        postalCode: profile.address.postalCode,
        additionalNumber: profile.address.additionalNumber || undefined,
      },
    },
    buyer: { name: base.buyer.name },
    lines: content.lines.map(zatcaLineOf),
    paymentMeansCode: paymentMeansOf(content.order),
    payableRoundingHalalas: content.totals.payableHalalas - content.totals.taxInclusiveHalalas,
    originalInvoiceNumber: content.original?.number,
    reason: content.reason,
  });
  const signed = signDocument({
    xml: built.xml,
    privateKeyPem: signing.privateKeyPem,
    certificate: signing.certificateBase64,
  });
  return {
    ...base,
    mode: 'phase2',
    qr: signed.qr,
    xml: signed.xml,
    invoiceHash: signed.invoiceHash,
  };
}

/** Who issues: the seller, and in phase 2 the key and certificate it signs with. */
interface Issuer {
  profile: SellerProfile;
  signing: Awaited<ReturnType<typeof readSigningCredentials>>;
}

/**
 * The issuer, read before the document's transaction (which holds the chain: on the embedded
 * database a read outside it would wait for it); null while the store is not VAT-registered.
 */
async function issuerIfInvoicing(deps: InvoicingDeps): Promise<Issuer | null> {
  const profile = await readSellerProfile(deps.db, deps.log);
  if (profile.einvoicingMode === 'off') return null;
  const signing =
    profile.einvoicingMode === 'phase2'
      ? await readSigningCredentials(deps.db, deps.box, 'production')
      : null;
  return { profile, signing };
}

async function vatRuleOf(deps: InvoicingDeps) {
  const { commerce } = await getSiteSettings(deps.db, deps.log);
  return {
    rateBasisPoints: Math.round(commerce.vatRate * 100),
    pricesIncludeVat: commerce.pricesIncludeVat,
  };
}

/**
 * The simplified tax invoice of a sale, issued once when the order is paid (online: captured or
 * authorised; cash on delivery: delivered). Its lines are the order's, delivery and the
 * cash-on-delivery fee.
 */
export async function issueSaleInvoice(
  deps: InvoicingDeps,
  orderId: string,
): Promise<TaxDocumentRow | null> {
  const issuer = await issuerIfInvoicing(deps);
  if (!issuer) return null;
  const found = await findOrderWithItems(deps.db, { id: orderId });
  // Refunded since counts: it was paid, and its credit note needs the invoice to amend.
  if (!found || !['paid', 'refunded'].includes(found.order.paymentStatus)) return null;
  const { order, items } = found;
  const vat = await vatRuleOf(deps);
  const sold: SoldLine[] = items.map((item) => ({
    name: { en: item.productNameEn, ar: item.productNameAr },
    quantity: item.quantity,
    unitPriceHalalas: item.unitPriceHalalas,
    // A discount code's share of the line: the line's allowance on the document (decision 031).
    discountHalalas: item.discountHalalas,
  }));
  if (order.shippingHalalas > 0) {
    sold.push({
      name: { en: 'Delivery', ar: 'التوصيل' },
      quantity: 1,
      unitPriceHalalas: order.shippingHalalas,
    });
  }
  // A service of its own, taxed like delivery (issue 19).
  if (order.codFeeHalalas > 0) {
    sold.push({
      name: { en: 'Cash on delivery fee', ar: 'رسوم الدفع عند الاستلام' },
      quantity: 1,
      unitPriceHalalas: order.codFeeHalalas,
    });
  }
  // Wrapping is sold with the goods and taxed like them; the gift message is never on the
  // invoice (decision 036), nor are free samples: they cost the shopper nothing.
  if (order.giftWrapHalalas > 0) {
    sold.push({
      name: GIFT_WRAP_LINE_NAME,
      quantity: 1,
      unitPriceHalalas: order.giftWrapHalalas,
    });
  }
  const { lines, totals } = documentLines(sold, vat, order.totalHalalas);
  const { document } = await issueTaxDocument(deps.db, {
    sourceKey: `order:${order.id}:invoice`,
    kind: 'invoice',
    orderId: order.id,
    orderNumber: order.orderNumber,
    build: (numbering) =>
      buildContent(deps, issuer, { kind: 'invoice', order, lines, totals }, numbering),
  });
  return document;
}

/**
 * The credit note of a refund, issued once per refund the provider made, amending the order's
 * invoice: all of its lines when the refund gives back the whole invoice at once, else one line
 * for the amount. Nothing when the order has no invoice (the store was not invoicing then).
 */
export async function issueRefundCreditNote(
  deps: InvoicingDeps,
  refundId: string,
): Promise<TaxDocumentRow | null> {
  const [refund] = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'succeeded')));
  if (!refund) return null;
  return issueCreditNote(deps, {
    orderId: refund.orderId,
    amountHalalas: refund.amountHalalas,
    note: refund.note,
    sourceKey: `refund:${refund.id}`,
  });
}

/**
 * The credit note of a return refunded in cash (cash on delivery: no provider, no refund row),
 * issued once per return like a provider's refund.
 */
export async function issueReturnCashCreditNote(
  deps: InvoicingDeps,
  returnId: string,
): Promise<TaxDocumentRow | null> {
  const [request] = await deps.db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.id, returnId), eq(returnRequests.refundMethod, 'cash')));
  if (!request?.refundHalalas) return null;
  return issueCreditNote(deps, {
    orderId: request.orderId,
    amountHalalas: request.refundHalalas,
    note: `Return ${request.returnNumber} refunded in cash`,
    sourceKey: `return:${request.id}`,
  });
}

async function issueCreditNote(
  deps: InvoicingDeps,
  refund: { orderId: string; amountHalalas: number; note: string; sourceKey: string },
): Promise<TaxDocumentRow | null> {
  const issuer = await issuerIfInvoicing(deps);
  if (!issuer) return null;
  const found = await findOrderWithItems(deps.db, { id: refund.orderId });
  if (!found) return null;
  const documents = await taxDocumentRowsOfOrder(deps.db, refund.orderId);
  const invoice = documents.find((doc) => doc.kind === 'invoice');
  if (!invoice) return null;
  const credited = documents
    .filter((doc) => doc.kind === 'credit')
    .reduce((sum, doc) => sum + doc.payableHalalas, 0);
  const whole = credited === 0 && refund.amountHalalas === invoice.payableHalalas;
  const rate = invoice.lines[0]?.vatRateBasisPoints ?? 0;
  const { lines, totals } = whole
    ? { lines: invoice.lines, totals: invoice.totals }
    : refundLines(refund.amountHalalas, rate);
  const reason = refund.note || (whole ? 'Order refunded in full' : 'Partial refund');
  const { document } = await issueTaxDocument(deps.db, {
    sourceKey: refund.sourceKey,
    kind: 'credit',
    orderId: found.order.id,
    orderNumber: found.order.orderNumber,
    originalId: invoice.id,
    reason,
    build: (numbering) =>
      buildContent(
        deps,
        issuer,
        { kind: 'credit', order: found.order, lines, totals, original: invoice, reason },
        numbering,
      ),
  });
  return document;
}

/** Why a note cannot amend a document, in English and as a key for the admin's language. */
export class NoteRefused extends Error {
  constructor(
    message: string,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/**
 * A credit or debit note the merchant issues by hand against an invoice: a price corrected down
 * (credit) or up (debit), or the correction of a document ZATCA rejected. One line for the amount
 * with VAT, at the invoice's rate. A credit never takes back more than the invoice less what was
 * credited before. `key` makes a retried request issue one note.
 */
export async function issueManualNote(
  deps: InvoicingDeps,
  invoiceId: string,
  note: { kind: 'credit' | 'debit'; amountHalalas: number; reason: string; key: string },
): Promise<TaxDocumentRow> {
  const issuer = await issuerIfInvoicing(deps);
  if (!issuer) {
    throw new NoteRefused('The store issues no tax documents: e-invoicing is off', 'invoicingOff');
  }
  const invoice = await findTaxDocumentRow(deps.db, invoiceId);
  if (!invoice || invoice.kind !== 'invoice') {
    throw new NoteRefused('A note amends an invoice; this document is not one', 'notAnInvoice');
  }
  const found = await findOrderWithItems(deps.db, { id: invoice.orderId });
  if (!found) throw new NoteRefused('The invoice’s order is gone', 'notAnInvoice');
  if (note.kind === 'credit') {
    const documents = await taxDocumentRowsOfOrder(deps.db, invoice.orderId);
    const credited = documents
      .filter((doc) => doc.kind === 'credit' && doc.originalId === invoice.id)
      .reduce((sum, doc) => sum + doc.payableHalalas, 0);
    const debited = documents
      .filter((doc) => doc.kind === 'debit' && doc.originalId === invoice.id)
      .reduce((sum, doc) => sum + doc.payableHalalas, 0);
    const remaining = invoice.payableHalalas + debited - credited;
    if (note.amountHalalas > remaining) {
      throw new NoteRefused(
        `At most ${sar(remaining)} SAR can be credited on ${invoice.number}`,
        'creditTooMuch',
        { remaining, number: invoice.number },
      );
    }
  }
  const rate = invoice.lines[0]?.vatRateBasisPoints ?? 0;
  const { lines, totals } = refundLines(note.amountHalalas, rate);
  const named = lines.map((line) => ({
    ...line,
    name:
      note.kind === 'credit'
        ? { en: 'Price correction (down)', ar: 'تصحيح السعر (تخفيض)' }
        : { en: 'Price correction (up)', ar: 'تصحيح السعر (زيادة)' },
  }));
  const { document } = await issueTaxDocument(deps.db, {
    sourceKey: `manual:${invoice.id}:${note.key}`,
    kind: note.kind,
    orderId: found.order.id,
    orderNumber: found.order.orderNumber,
    originalId: invoice.id,
    reason: note.reason,
    build: (numbering) =>
      buildContent(
        deps,
        issuer,
        {
          kind: note.kind,
          order: found.order,
          lines: named,
          totals,
          original: invoice,
          reason: note.reason,
        },
        numbering,
      ),
  });
  return document;
}
