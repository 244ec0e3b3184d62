/** The shipping documents' face (packing slips and A6 shipping labels, printed as PDF): all that other code may import from it (README.md). */
export type { PartyAddress } from './party-address.ts';
export { renderPackingSlips, type PackingSlipData } from './packing-slip-pdf.ts';
export { renderShippingLabels, type ShippingLabelData } from './shipping-label-pdf.ts';
