/**
 * What a ZATCA document says, as plain data: the input of `buildDocumentXml`. Money is integer
 * halalas; rates are basis points (1500 = 15 %).
 */

export type ZatcaDocumentKind = 'invoice' | 'credit' | 'debit';

/** UN/CEFACT 5305 subset ZATCA accepts: standard, zero rated, exempt, not subject to VAT. */
export type VatCategory = 'S' | 'Z' | 'E' | 'O';

/** UN/CEFACT 4461 subset ZATCA lists: cash, credit, bank transfer, bank card, not defined. */
export type PaymentMeansCode = '10' | '30' | '42' | '48' | '1';

export interface ZatcaAddress {
  /** Four digits (BR-KSA-37). */
  building: string;
  street: string;
  district: string;
  city: string;
  /** Five digits (BR-KSA-66). */
  postalCode: string;
  /** The national address's additional number, four digits (BR-KSA-64). */
  additionalNumber?: string;
  /** ISO 3166 alpha-2; SA when omitted. */
  country?: string;
}

export interface ZatcaSeller {
  legalName: string;
  /** 15 digits, first and last 3 (BR-KSA-40). */
  vatNumber: string;
  /** Commercial registration number, written with scheme CRN. */
  crNumber: string;
  address: ZatcaAddress;
}

export interface ZatcaBuyer {
  name?: string;
  vatNumber?: string;
  address?: ZatcaAddress;
}

export interface VatTreatment {
  vatCategory: VatCategory;
  /** 1500 for 15 %; 0 for Z, E and O. */
  vatRateBasisPoints: number;
  /** Required for Z and E (BR-KSA-69, BR-E-10), e.g. VATEX-SA-32. */
  exemptionReasonCode?: string;
  exemptionReason?: string;
}

export interface ZatcaLine extends VatTreatment {
  name: string;
  /** Whole units. */
  quantity: number;
  /** Net unit price before VAT. */
  unitPriceHalalas: number;
  /** Line allowance, deducted from quantity × unit price. */
  discountHalalas?: number;
}

/** A document-level allowance (discount). ZATCA accepts no charges (BR-KSA-F-02): shipping is a line. */
export interface ZatcaAllowance extends VatTreatment {
  amountHalalas: number;
  reason: string;
}

export interface ZatcaDocumentInput {
  kind: ZatcaDocumentKind;
  /** The seller's document number (BT-1). */
  number: string;
  uuid: string;
  issuedAt: Date;
  /** Invoice counter value, ICV (KSA-16). */
  counterValue: number;
  /** Previous invoice hash, PIH (KSA-13), base64. */
  previousHash: string;
  seller: ZatcaSeller;
  buyer?: ZatcaBuyer;
  lines: ZatcaLine[];
  allowances?: ZatcaAllowance[];
  /**
   * PayableRoundingAmount (BT-114): what the buyer pays less the total with VAT, when prices
   * shown with VAT leave a halala of rounding between the two. Zero or absent: none.
   */
  payableRoundingHalalas?: number;
  paymentMeansCode: PaymentMeansCode;
  /** Credit and debit notes: the number of the invoice they amend (BR-KSA-56). */
  originalInvoiceNumber?: string;
  /** Credit and debit notes: why they were issued (KSA-10, BR-KSA-17). */
  reason?: string;
  note?: string;
}
