import type { VatCategory, VatTreatment, ZatcaDocumentInput } from './document-input.ts';

/**
 * A document's amounts in halalas, rounded as ZATCA's XML Implementation Standard says: half up to
 * two decimals; line VAT per line (BR-KSA-50); each category's VAT on the category's taxable total,
 * not as a sum of line VAT (BR-CO-17, section 10).
 */

export interface LineTotals {
  grossHalalas: number;
  discountHalalas: number;
  /** LineExtensionAmount (BT-131). */
  netHalalas: number;
  /** Line VAT (KSA-11). */
  vatHalalas: number;
  /** Line amount with VAT (KSA-12), the line's RoundingAmount. */
  withVatHalalas: number;
}

export interface CategoryTotals extends VatTreatment {
  taxableHalalas: number;
  vatHalalas: number;
}

export interface DocumentTotals {
  lines: LineTotals[];
  categories: CategoryTotals[];
  lineExtensionHalalas: number;
  allowanceHalalas: number;
  taxExclusiveHalalas: number;
  vatHalalas: number;
  taxInclusiveHalalas: number;
  /** PayableRoundingAmount: may be negative. */
  roundingHalalas: number;
  payableHalalas: number;
}

/** Half-up rounding of amount × rate, exactly, in integers. */
export function vatOf(amountHalalas: number, rateBasisPoints: number): number {
  const product = amountHalalas * rateBasisPoints;
  if (!Number.isSafeInteger(product))
    throw new RangeError('Amount too large to compute VAT exactly');
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + 5000) / 10000);
}

function assertHalalas(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole, non-negative halalas`);
}

/** Reason codes ZATCA's validation rules accept per category (BR-KSA-CL-04, SDK 3.3.3). */
export const EXEMPTION_REASON_CODES: Record<Exclude<VatCategory, 'S'>, readonly string[]> = {
  E: ['VATEX-SA-29', 'VATEX-SA-29-7', 'VATEX-SA-30'],
  Z: [
    'VATEX-SA-32',
    'VATEX-SA-33',
    'VATEX-SA-34-1',
    'VATEX-SA-34-2',
    'VATEX-SA-34-3',
    'VATEX-SA-34-4',
    'VATEX-SA-34-5',
    'VATEX-SA-35',
    'VATEX-SA-36',
    'VATEX-SA-EDU',
    'VATEX-SA-HEA',
    'VATEX-SA-MLTRY',
    'VATEX-SA-DIPLOMAT',
  ],
  O: ['VATEX-SA-OOS'],
};

function assertTreatment(treatment: VatTreatment, what: string): void {
  const { vatCategory, vatRateBasisPoints, exemptionReasonCode, exemptionReason } = treatment;
  if (!Number.isInteger(vatRateBasisPoints) || vatRateBasisPoints < 0) {
    throw new RangeError(`${what}: VAT rate must be whole basis points`);
  }
  if (vatCategory === 'S' && vatRateBasisPoints === 0)
    throw new RangeError(`${what}: standard rate needs a rate`);
  if (vatCategory !== 'S' && vatRateBasisPoints !== 0)
    throw new RangeError(`${what}: category ${vatCategory} has rate 0`);
  if (vatCategory === 'S') {
    if (exemptionReasonCode || exemptionReason) {
      throw new RangeError(`${what}: standard rate takes no exemption reason`);
    }
    return;
  }
  if (!exemptionReasonCode || !exemptionReason) {
    throw new RangeError(
      `${what}: category ${vatCategory} needs an exemption reason code and text`,
    );
  }
  if (!EXEMPTION_REASON_CODES[vatCategory].includes(exemptionReasonCode)) {
    throw new RangeError(
      `${what}: ${exemptionReasonCode} is not a reason code of category ${vatCategory}`,
    );
  }
}

const categoryKey = (t: VatTreatment) =>
  [t.vatCategory, t.vatRateBasisPoints, t.exemptionReasonCode ?? '', t.exemptionReason ?? ''].join(
    '|',
  );

const categoryOrder: Record<VatCategory, number> = { S: 0, Z: 1, E: 2, O: 3 };

export function computeTotals(
  input: Pick<ZatcaDocumentInput, 'lines' | 'allowances' | 'payableRoundingHalalas'>,
): DocumentTotals {
  if (input.lines.length === 0) throw new RangeError('A document needs at least one line');
  const categories = new Map<string, CategoryTotals>();
  const categoryFor = (treatment: VatTreatment): CategoryTotals => {
    const key = categoryKey(treatment);
    let category = categories.get(key);
    if (!category) {
      category = {
        vatCategory: treatment.vatCategory,
        vatRateBasisPoints: treatment.vatRateBasisPoints,
        exemptionReasonCode: treatment.exemptionReasonCode,
        exemptionReason: treatment.exemptionReason,
        taxableHalalas: 0,
        vatHalalas: 0,
      };
      categories.set(key, category);
    }
    return category;
  };

  const lines = input.lines.map((line, index): LineTotals => {
    const what = `Line ${index + 1}`;
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0)
      throw new RangeError(`${what}: quantity must be a positive whole number`);
    assertHalalas(line.unitPriceHalalas, `${what}: unit price`);
    const discountHalalas = line.discountHalalas ?? 0;
    assertHalalas(discountHalalas, `${what}: discount`);
    assertTreatment(line, what);
    const grossHalalas = line.quantity * line.unitPriceHalalas;
    const netHalalas = grossHalalas - discountHalalas;
    if (netHalalas < 0) throw new RangeError(`${what}: discount exceeds the line`);
    const vatHalalas = vatOf(netHalalas, line.vatRateBasisPoints);
    categoryFor(line).taxableHalalas += netHalalas;
    return {
      grossHalalas,
      discountHalalas,
      netHalalas,
      vatHalalas,
      withVatHalalas: netHalalas + vatHalalas,
    };
  });

  let allowanceHalalas = 0;
  for (const [index, allowance] of (input.allowances ?? []).entries()) {
    const what = `Allowance ${index + 1}`;
    assertHalalas(allowance.amountHalalas, what);
    assertTreatment(allowance, what);
    const category = categories.get(categoryKey(allowance));
    if (!category) throw new RangeError(`${what}: no line has its VAT category and rate`);
    category.taxableHalalas -= allowance.amountHalalas;
    if (category.taxableHalalas < 0)
      throw new RangeError(`${what}: exceeds the lines of its category`);
    allowanceHalalas += allowance.amountHalalas;
  }

  const ordered = [...categories.values()].sort(
    (a, b) =>
      categoryOrder[a.vatCategory] - categoryOrder[b.vatCategory] ||
      b.vatRateBasisPoints - a.vatRateBasisPoints,
  );
  let vatHalalas = 0;
  for (const category of ordered) {
    category.vatHalalas = vatOf(category.taxableHalalas, category.vatRateBasisPoints);
    vatHalalas += category.vatHalalas;
  }
  const lineExtensionHalalas = lines.reduce((sum, line) => sum + line.netHalalas, 0);
  const taxExclusiveHalalas = lineExtensionHalalas - allowanceHalalas;
  const taxInclusiveHalalas = taxExclusiveHalalas + vatHalalas;
  return {
    lines,
    categories: ordered,
    lineExtensionHalalas,
    allowanceHalalas,
    taxExclusiveHalalas,
    vatHalalas,
    taxInclusiveHalalas,
    roundingHalalas: input.payableRoundingHalalas ?? 0,
    payableHalalas: taxInclusiveHalalas + (input.payableRoundingHalalas ?? 0),
  };
}

/** SAR with two decimals, exactly, from halalas: 123456 → "1234.56". */
export function sar(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new RangeError('Halalas must be a whole number');
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate in basis points as a percent with two decimals: 1500 → "15.00". */
export function percent(basisPoints: number): string {
  return sar(basisPoints);
}
