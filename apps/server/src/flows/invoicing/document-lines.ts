import type { IssuedLine, IssuedTotals } from '../../modules/invoicing/index.ts';
import { computeTotals, type ZatcaLine } from '../../modules/zatca/index.ts';

/**
 * What a sale or a refund is on a tax document: lines with their net price, VAT and total, in
 * halalas, rounded by ZATCA's rules (the zatca module's `computeTotals`, the same that writes the
 * XML). The store's prices may include VAT (the Saudi norm): each unit's net price is then the
 * price without its VAT, rounded half up, and the halalas that rounding leaves between the
 * document and what the shopper paid are the document's rounding amount, so its payable amount
 * is exactly the money.
 */

export interface VatRule {
  /** 1500 for 15 %; 0 when the seller charges no VAT. */
  rateBasisPoints: number;
  /** Prices as the shopper sees them include VAT. */
  pricesIncludeVat: boolean;
}

export interface SoldLine {
  name: { en: string; ar: string };
  quantity: number;
  /** As charged to the shopper, per unit. */
  unitPriceHalalas: number;
  /**
   * The line's share of a discount code (decision 031), as the shopper saw it (with VAT when the
   * prices include it); the document states it as the line's allowance, without VAT.
   */
  discountHalalas?: number;
}

/** The price without its VAT, rounded half up, in integers. */
export function netOf(grossHalalas: number, rateBasisPoints: number): number {
  const divisor = 10_000 + rateBasisPoints;
  return Math.floor((grossHalalas * 10_000 * 2 + divisor) / (divisor * 2));
}

/** ZATCA's VAT treatment of the store's rate: standard, or not subject to VAT when it is 0. */
function treatment(
  rateBasisPoints: number,
): Pick<
  ZatcaLine,
  'vatCategory' | 'vatRateBasisPoints' | 'exemptionReasonCode' | 'exemptionReason'
> {
  return rateBasisPoints > 0
    ? { vatCategory: 'S', vatRateBasisPoints: rateBasisPoints }
    : {
        vatCategory: 'O',
        vatRateBasisPoints: 0,
        exemptionReasonCode: 'VATEX-SA-OOS',
        exemptionReason: 'Not subject to VAT',
      };
}

/** A line as ZATCA's XML states it: one name, Arabic first (a tax invoice is in Arabic). */
export function zatcaLineOf(line: IssuedLine): ZatcaLine {
  return {
    name:
      line.name.en && line.name.en !== line.name.ar
        ? `${line.name.ar} - ${line.name.en}`
        : line.name.ar,
    quantity: line.quantity,
    unitPriceHalalas: line.unitPriceHalalas,
    discountHalalas: line.discountHalalas || undefined,
    ...treatment(line.vatRateBasisPoints),
  };
}

/** The lines and totals of what the shopper paid `paidHalalas` for. */
export function documentLines(
  sold: SoldLine[],
  vat: VatRule,
  paidHalalas: number,
): { lines: IssuedLine[]; totals: IssuedTotals } {
  const draft: IssuedLine[] = sold.map((line) => {
    const unitPriceHalalas = vat.pricesIncludeVat
      ? netOf(line.unitPriceHalalas, vat.rateBasisPoints)
      : line.unitPriceHalalas;
    const discount = line.discountHalalas ?? 0;
    // Rounded apart, a whole line's discount without VAT may pass the line's net by a halala:
    // never more than the line (the halala goes to the document's rounding amount).
    const discountHalalas = Math.min(
      vat.pricesIncludeVat && discount ? netOf(discount, vat.rateBasisPoints) : discount,
      unitPriceHalalas * line.quantity,
    );
    return {
      name: line.name,
      quantity: line.quantity,
      unitPriceHalalas,
      discountHalalas,
      netHalalas: 0,
      vatRateBasisPoints: vat.rateBasisPoints,
      vatHalalas: 0,
      totalHalalas: 0,
    };
  });
  const totals = computeTotals({ lines: draft.map(zatcaLineOf) });
  const lines = draft.map((line, index) => {
    const computed = totals.lines[index]!;
    return {
      ...line,
      netHalalas: computed.netHalalas,
      vatHalalas: computed.vatHalalas,
      totalHalalas: computed.withVatHalalas,
    };
  });
  return {
    lines,
    totals: {
      netHalalas: totals.lineExtensionHalalas,
      discountHalalas: totals.allowanceHalalas,
      taxExclusiveHalalas: totals.taxExclusiveHalalas,
      vatHalalas: totals.vatHalalas,
      taxInclusiveHalalas: totals.taxInclusiveHalalas,
      payableHalalas: paidHalalas,
    },
  };
}

/** A refund that is not the whole invoice: one line for the money given back, VAT included. */
export function refundLines(amountHalalas: number, rateBasisPoints: number) {
  return documentLines(
    [
      {
        name: { en: 'Refund', ar: 'مبلغ مسترد' },
        quantity: 1,
        unitPriceHalalas: amountHalalas,
      },
    ],
    { rateBasisPoints, pricesIncludeVat: true },
    amountHalalas,
  );
}
