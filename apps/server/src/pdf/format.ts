/**
 * Amounts and times as the store's printed documents write them, in either language: Western
 * digits (as ZATCA's examples and the carriers' labels use), the store's time zone.
 */

const amount = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** An amount of SAR with two decimals and thousands grouped: 1,250.00. */
export function formatAmount(sar: number): string {
  return amount.format(sar);
}

/** The currency after an amount, in each language. */
export const CURRENCY_NAME = { en: 'SAR', ar: 'ر.س' } as const;

/** The time stamp lives in shared code: the admin's on-screen tax document prints it alike. */
export { riyadhTime } from '@store/shared/riyadh-time';
