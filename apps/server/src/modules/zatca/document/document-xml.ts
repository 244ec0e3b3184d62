import type * as Xmlbuilder2 from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

import type {
  VatTreatment,
  ZatcaAddress,
  ZatcaDocumentInput,
  ZatcaDocumentKind,
} from './document-input.ts';
import { lazyPackage } from '../../../lazy-package.ts';
import { UBL_NS } from './xml-dom.ts';
import { computeTotals, percent, sar, type DocumentTotals } from './totals.ts';

/**
 * UBL 2.1 XML of a simplified tax invoice, credit note or debit note, in the element order of the
 * UBL schema and the shape of ZATCA's SDK samples (ZATCA-DOCUMENTS.md, "Document XML"). The result is
 * unsigned: `signDocument` adds ext:UBLExtensions and the QR.
 */

const typeCode: Record<ZatcaDocumentKind, string> = { invoice: '388', credit: '381', debit: '383' };

/** Loaded with the first document: a store that only sells never writes XML. */
const xmlbuilder2 = lazyPackage<typeof Xmlbuilder2>('xmlbuilder2');

/** KSA-2 for a simplified document: 02, then no third party, nominal, export, summary or self-billed. */
export const SIMPLIFIED_TRANSACTION_CODE = '0200000';

const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Issue date and time as the seller's clock reads them, Arabia Standard Time (BR-KSA-70). */
export function riyadhDateTime(at: Date): { date: string; time: string } {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid issue date');
  const iso = new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

function amount(parent: XMLBuilder, name: string, halalas: number): void {
  parent.ele(name, { currencyID: 'SAR' }).txt(sar(halalas));
}

function taxScheme(parent: XMLBuilder): void {
  parent.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
}

function taxCategory(parent: XMLBuilder, name: string, treatment: VatTreatment): void {
  const category = parent.ele(name);
  category.ele('cbc:ID').txt(treatment.vatCategory);
  if (treatment.vatCategory !== 'O')
    category.ele('cbc:Percent').txt(percent(treatment.vatRateBasisPoints));
  if (treatment.exemptionReasonCode)
    category.ele('cbc:TaxExemptionReasonCode').txt(treatment.exemptionReasonCode);
  if (treatment.exemptionReason)
    category.ele('cbc:TaxExemptionReason').txt(treatment.exemptionReason);
  taxScheme(category);
}

function postalAddress(parent: XMLBuilder, address: ZatcaAddress): void {
  const element = parent.ele('cac:PostalAddress');
  element.ele('cbc:StreetName').txt(address.street);
  element.ele('cbc:BuildingNumber').txt(address.building);
  if (address.additionalNumber) element.ele('cbc:PlotIdentification').txt(address.additionalNumber);
  element.ele('cbc:CitySubdivisionName').txt(address.district);
  element.ele('cbc:CityName').txt(address.city);
  element.ele('cbc:PostalZone').txt(address.postalCode);
  element
    .ele('cac:Country')
    .ele('cbc:IdentificationCode')
    .txt(address.country ?? 'SA');
}

function validate(input: ZatcaDocumentInput): void {
  if (!Number.isSafeInteger(input.counterValue) || input.counterValue < 1) {
    throw new RangeError('The invoice counter value must be a positive whole number');
  }
  if (!/^3\d{13}3$/.test(input.seller.vatNumber))
    throw new RangeError('Seller VAT number: 15 digits, first and last 3');
  if (input.kind !== 'invoice' && !(input.originalInvoiceNumber && input.reason)) {
    throw new RangeError('A credit or debit note needs the original invoice number and a reason');
  }
  if (!input.previousHash) throw new RangeError('The previous invoice hash is required');
}

export interface BuiltDocument {
  xml: string;
  totals: DocumentTotals;
}

export function buildDocumentXml(input: ZatcaDocumentInput): BuiltDocument {
  validate(input);
  const totals = computeTotals(input);
  const { date, time } = riyadhDateTime(input.issuedAt);

  const root = xmlbuilder2()
    .create({ version: '1.0', encoding: 'UTF-8' })
    .ele(UBL_NS.invoice, 'Invoice', {
      'xmlns:cac': UBL_NS.cac,
      'xmlns:cbc': UBL_NS.cbc,
      'xmlns:ext': UBL_NS.ext,
    });
  root.ele('cbc:ProfileID').txt('reporting:1.0');
  root.ele('cbc:ID').txt(input.number);
  root.ele('cbc:UUID').txt(input.uuid);
  root.ele('cbc:IssueDate').txt(date);
  root.ele('cbc:IssueTime').txt(time);
  root.ele('cbc:InvoiceTypeCode', { name: SIMPLIFIED_TRANSACTION_CODE }).txt(typeCode[input.kind]);
  if (input.note) root.ele('cbc:Note').txt(input.note);
  root.ele('cbc:DocumentCurrencyCode').txt('SAR');
  root.ele('cbc:TaxCurrencyCode').txt('SAR');
  if (input.kind !== 'invoice') {
    root
      .ele('cac:BillingReference')
      .ele('cac:InvoiceDocumentReference')
      .ele('cbc:ID')
      .txt(input.originalInvoiceNumber!);
  }
  const icv = root.ele('cac:AdditionalDocumentReference');
  icv.ele('cbc:ID').txt('ICV');
  icv.ele('cbc:UUID').txt(String(input.counterValue));
  const pih = root.ele('cac:AdditionalDocumentReference');
  pih.ele('cbc:ID').txt('PIH');
  pih
    .ele('cac:Attachment')
    .ele('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'text/plain' })
    .txt(input.previousHash);
  const signature = root.ele('cac:Signature');
  signature.ele('cbc:ID').txt('urn:oasis:names:specification:ubl:signature:Invoice');
  signature
    .ele('cbc:SignatureMethod')
    .txt('urn:oasis:names:specification:ubl:dsig:enveloped:xades');

  const supplier = root.ele('cac:AccountingSupplierParty').ele('cac:Party');
  supplier
    .ele('cac:PartyIdentification')
    .ele('cbc:ID', { schemeID: 'CRN' })
    .txt(input.seller.crNumber);
  postalAddress(supplier, input.seller.address);
  const supplierTax = supplier.ele('cac:PartyTaxScheme');
  supplierTax.ele('cbc:CompanyID').txt(input.seller.vatNumber);
  taxScheme(supplierTax);
  supplier.ele('cac:PartyLegalEntity').ele('cbc:RegistrationName').txt(input.seller.legalName);

  // UBL requires the element; a simplified invoice to an anonymous shopper leaves it empty, as
  // ZATCA-accepted implementations do (ZATCA-DOCUMENTS.md).
  const customer = root.ele('cac:AccountingCustomerParty');
  const buyer = input.buyer;
  if (buyer && (buyer.name || buyer.vatNumber || buyer.address)) {
    const party = customer.ele('cac:Party');
    if (buyer.address) postalAddress(party, buyer.address);
    if (buyer.vatNumber) {
      const buyerTax = party.ele('cac:PartyTaxScheme');
      buyerTax.ele('cbc:CompanyID').txt(buyer.vatNumber);
      taxScheme(buyerTax);
    }
    if (buyer.name) party.ele('cac:PartyLegalEntity').ele('cbc:RegistrationName').txt(buyer.name);
  }

  const paymentMeans = root.ele('cac:PaymentMeans');
  paymentMeans.ele('cbc:PaymentMeansCode').txt(input.paymentMeansCode);
  if (input.kind !== 'invoice') paymentMeans.ele('cbc:InstructionNote').txt(input.reason!);

  for (const allowance of input.allowances ?? []) {
    const element = root.ele('cac:AllowanceCharge');
    element.ele('cbc:ChargeIndicator').txt('false');
    element.ele('cbc:AllowanceChargeReason').txt(allowance.reason);
    amount(element, 'cbc:Amount', allowance.amountHalalas);
    taxCategory(element, 'cac:TaxCategory', allowance);
  }

  amount(root.ele('cac:TaxTotal'), 'cbc:TaxAmount', totals.vatHalalas);
  const taxTotal = root.ele('cac:TaxTotal');
  amount(taxTotal, 'cbc:TaxAmount', totals.vatHalalas);
  for (const category of totals.categories) {
    const subtotal = taxTotal.ele('cac:TaxSubtotal');
    amount(subtotal, 'cbc:TaxableAmount', category.taxableHalalas);
    amount(subtotal, 'cbc:TaxAmount', category.vatHalalas);
    taxCategory(subtotal, 'cac:TaxCategory', category);
  }

  const monetary = root.ele('cac:LegalMonetaryTotal');
  amount(monetary, 'cbc:LineExtensionAmount', totals.lineExtensionHalalas);
  amount(monetary, 'cbc:TaxExclusiveAmount', totals.taxExclusiveHalalas);
  amount(monetary, 'cbc:TaxInclusiveAmount', totals.taxInclusiveHalalas);
  amount(monetary, 'cbc:AllowanceTotalAmount', totals.allowanceHalalas);
  amount(monetary, 'cbc:PrepaidAmount', 0);
  if (totals.roundingHalalas !== 0) {
    amount(monetary, 'cbc:PayableRoundingAmount', totals.roundingHalalas);
  }
  amount(monetary, 'cbc:PayableAmount', totals.payableHalalas);

  input.lines.forEach((line, index) => {
    const lineTotals = totals.lines[index]!;
    const element = root.ele('cac:InvoiceLine');
    element.ele('cbc:ID').txt(String(index + 1));
    element.ele('cbc:InvoicedQuantity', { unitCode: 'PCE' }).txt(String(line.quantity));
    amount(element, 'cbc:LineExtensionAmount', lineTotals.netHalalas);
    if (lineTotals.discountHalalas > 0) {
      const discount = element.ele('cac:AllowanceCharge');
      discount.ele('cbc:ChargeIndicator').txt('false');
      discount.ele('cbc:AllowanceChargeReason').txt('discount');
      amount(discount, 'cbc:Amount', lineTotals.discountHalalas);
    }
    const lineTax = element.ele('cac:TaxTotal');
    amount(lineTax, 'cbc:TaxAmount', lineTotals.vatHalalas);
    amount(lineTax, 'cbc:RoundingAmount', lineTotals.withVatHalalas);
    const item = element.ele('cac:Item');
    item.ele('cbc:Name').txt(line.name);
    taxCategory(item, 'cac:ClassifiedTaxCategory', line);
    amount(element.ele('cac:Price'), 'cbc:PriceAmount', line.unitPriceHalalas);
  });

  return { xml: root.end({ prettyPrint: true }), totals };
}
