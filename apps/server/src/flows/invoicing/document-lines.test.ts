import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from '@store/shared/order-totals';
import { documentLines } from './document-lines.ts';

const name = { en: 'Oud', ar: 'عود' };

describe('a tax document’s lines with a discount code’s shares (decision 031)', () => {
  it('states each share as the line’s allowance without VAT, never past the line, totals = the money', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPriceHalalas: fc.integer({ min: 1, max: 2_000_000 }),
            quantity: fc.integer({ min: 1, max: 12 }),
            productId: fc.constantFrom('a', 'b', 'c'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 10_000 }),
        fc.boolean(),
        (sold, percentBasisPoints, pricesIncludeVat) => {
          const vat = { vatRate: 15, pricesIncludeVat };
          const totals = computeOrderTotals(sold, { shippingHalalas: 0, codFeeHalalas: 0 }, vat, {
            code: 'X',
            rule: { kind: 'percent', percentBasisPoints },
            eligibleProductIds: ['a', 'b'],
          });
          const { lines, totals: document } = documentLines(
            sold.map((line, i) => ({
              name,
              quantity: line.quantity,
              unitPriceHalalas: line.unitPriceHalalas,
              discountHalalas: totals.lineDiscountsHalalas[i],
            })),
            { rateBasisPoints: 1500, pricesIncludeVat },
            totals.totalHalalas,
          );
          for (const line of lines) {
            expect(line.netHalalas).toBeGreaterThanOrEqual(0);
            expect(line.discountHalalas).toBeLessThanOrEqual(line.unitPriceHalalas * line.quantity);
          }
          expect(document.payableHalalas).toBe(totals.totalHalalas);
          // What rounding each unit's net price and each share apart leaves (the document's
          // rounding amount): at most half a halala a unit, and one a line, with its VAT.
          const units = sold.reduce((sum, line) => sum + line.quantity, 0);
          expect(Math.abs(document.taxInclusiveHalalas - totals.totalHalalas)).toBeLessThanOrEqual(
            units + 2 * sold.length,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a whole line given away does not go below zero by rounding', () => {
    // 3 × 100.03 SAR with VAT: 86.98 net each (86.983 down), while 300.09 / 1.15 = 260.95 (up).
    const { lines } = documentLines(
      [{ name, quantity: 3, unitPriceHalalas: 10_003, discountHalalas: 30_009 }],
      { rateBasisPoints: 1500, pricesIncludeVat: true },
      0,
    );
    expect(lines[0]).toMatchObject({
      unitPriceHalalas: 8_698,
      discountHalalas: 26_094,
      netHalalas: 0,
    });
  });
});
