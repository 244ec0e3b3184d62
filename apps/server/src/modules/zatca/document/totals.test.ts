import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ZatcaLine } from './document-input.ts';
import { computeTotals, sar, vatOf } from './totals.ts';

const standard = { vatCategory: 'S', vatRateBasisPoints: 1500 } as const;

describe('amounts', () => {
  it('writes halalas as SAR with two decimals, exactly', () => {
    expect(sar(0)).toBe('0.00');
    expect(sar(5)).toBe('0.05');
    expect(sar(123456)).toBe('1234.56');
    expect(sar(-150)).toBe('-1.50');
    expect(() => sar(1.5)).toThrow(RangeError);
  });

  it('rounds VAT half up on the third decimal (XML standard, section 10)', () => {
    expect(vatOf(10, 1500)).toBe(2); // 0.015 SAR -> 0.02
    expect(vatOf(3, 1500)).toBe(0); // 0.0045 -> 0.00
    expect(vatOf(30, 1500)).toBe(5); // 0.045 -> 0.05
    expect(vatOf(9900, 1500)).toBe(1485);
  });
});

describe('document totals', () => {
  it("reproduces the totals of ZATCA's SDK simplified invoice sample", () => {
    // Data/Samples/Simplified/Invoice/Simplified_Invoice.xml: 33 × 3.00 and 3 × 34.00 at 15 %.
    const totals = computeTotals({
      lines: [
        { name: 'كتاب', quantity: 33, unitPriceHalalas: 300, ...standard },
        { name: 'قلم', quantity: 3, unitPriceHalalas: 3400, ...standard },
      ],
    });
    expect(totals.lines.map((l) => [l.netHalalas, l.vatHalalas, l.withVatHalalas])).toEqual([
      [9900, 1485, 11385],
      [10200, 1530, 11730],
    ]);
    expect(totals.categories).toMatchObject([
      { vatCategory: 'S', taxableHalalas: 20100, vatHalalas: 3015 },
    ]);
    expect(totals).toMatchObject({
      lineExtensionHalalas: 20100,
      taxExclusiveHalalas: 20100,
      vatHalalas: 3015,
      taxInclusiveHalalas: 23115,
      payableHalalas: 23115,
    });
  });

  it('rounds category VAT on the category total, not as a sum of rounded line VAT', () => {
    const line = { name: 'x', quantity: 1, unitPriceHalalas: 10, ...standard };
    const totals = computeTotals({ lines: [line, line, line] });
    expect(totals.lines.reduce((s, l) => s + l.vatHalalas, 0)).toBe(6); // 3 × round(1.5)
    expect(totals.vatHalalas).toBe(5); // round(4.5)
  });

  it('deducts document allowances from their category before VAT', () => {
    const totals = computeTotals({
      lines: [
        { name: 'perfume', quantity: 2, unitPriceHalalas: 50000, ...standard },
        {
          name: 'export',
          quantity: 1,
          unitPriceHalalas: 1000,
          vatCategory: 'Z',
          vatRateBasisPoints: 0,
          exemptionReasonCode: 'VATEX-SA-32',
          exemptionReason: 'Export of goods',
        },
      ],
      allowances: [{ amountHalalas: 10000, reason: 'discount', ...standard }],
    });
    expect(totals.categories.map((c) => [c.vatCategory, c.taxableHalalas, c.vatHalalas])).toEqual([
      ['S', 90000, 13500],
      ['Z', 1000, 0],
    ]);
    expect(totals.taxExclusiveHalalas).toBe(91000);
    expect(totals.taxInclusiveHalalas).toBe(104500);
  });

  it('refuses what ZATCA would refuse', () => {
    const line = { name: 'x', quantity: 1, unitPriceHalalas: 100, ...standard };
    expect(() => computeTotals({ lines: [] })).toThrow(/at least one line/);
    expect(() =>
      computeTotals({ lines: [{ ...line, vatCategory: 'Z', vatRateBasisPoints: 0 }] }),
    ).toThrow(/exemption reason/);
    expect(() => computeTotals({ lines: [{ ...line, quantity: 0 }] })).toThrow(/quantity/);
    expect(() =>
      computeTotals({
        lines: [
          {
            ...line,
            vatCategory: 'O',
            vatRateBasisPoints: 0,
            exemptionReasonCode: 'VATEX-SA-32',
            exemptionReason: 'x',
          },
        ],
      }),
    ).toThrow(/not a reason code of category O/);
    expect(() =>
      computeTotals({ lines: [{ ...line, vatCategory: 'O', vatRateBasisPoints: 0 }] }),
    ).toThrow(/exemption reason/);
    expect(() => computeTotals({ lines: [{ ...line, discountHalalas: 101 }] })).toThrow(/exceeds/);
    expect(() =>
      computeTotals({
        lines: [line],
        allowances: [{ amountHalalas: 1, reason: 'd', vatCategory: 'S', vatRateBasisPoints: 500 }],
      }),
    ).toThrow(/no line/);
  });

  it('keeps its invariants for any lines', () => {
    const lineArb = fc
      .record({
        quantity: fc.integer({ min: 1, max: 50 }),
        unitPriceHalalas: fc.integer({ min: 0, max: 5_000_000 }),
        discountShare: fc.integer({ min: 0, max: 100 }),
        rate: fc.constantFrom(1500, 500, 0),
      })
      .map(({ quantity, unitPriceHalalas, discountShare, rate }): ZatcaLine => ({
        name: 'item',
        quantity,
        unitPriceHalalas,
        discountHalalas: Math.floor((quantity * unitPriceHalalas * discountShare) / 100),
        ...(rate === 0
          ? {
              vatCategory: 'Z',
              vatRateBasisPoints: 0,
              exemptionReasonCode: 'VATEX-SA-32',
              exemptionReason: 'Export of goods',
            }
          : { vatCategory: 'S', vatRateBasisPoints: rate }),
      }));
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), (lines) => {
        const totals = computeTotals({ lines });
        const lineNet = totals.lines.reduce((s, l) => s + l.netHalalas, 0);
        expect(totals.lineExtensionHalalas).toBe(lineNet);
        expect(totals.categories.reduce((s, c) => s + c.taxableHalalas, 0)).toBe(
          totals.taxExclusiveHalalas,
        );
        expect(totals.categories.reduce((s, c) => s + c.vatHalalas, 0)).toBe(totals.vatHalalas);
        expect(totals.taxInclusiveHalalas).toBe(totals.taxExclusiveHalalas + totals.vatHalalas);
        for (const [i, l] of totals.lines.entries()) {
          expect(l.withVatHalalas).toBe(l.netHalalas + l.vatHalalas);
          // BR-KSA-50: within half a halala of net × rate.
          expect(
            Math.abs(l.vatHalalas * 10000 - l.netHalalas * lines[i]!.vatRateBasisPoints),
          ).toBeLessThanOrEqual(5000);
        }
        for (const c of totals.categories) {
          expect(
            Math.abs(c.vatHalalas * 10000 - c.taxableHalalas * c.vatRateBasisPoints),
          ).toBeLessThanOrEqual(5000);
        }
      }),
    );
  });
});
