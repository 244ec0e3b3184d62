/**
 * Test data: values published in ZATCA's e-invoicing SDK (version 3.x, `Data/`), reproduced for
 * tests of this folder. Nothing here is used in production.
 */
import type { ZatcaDocumentInput } from './document-input.ts';
import { INITIAL_PREVIOUS_INVOICE_HASH } from './invoice-hash.ts';

/** The data of ZATCA's SDK sample Simplified_Invoice.xml (SME00010), in our input's terms. */
export const sdkSampleInvoice: ZatcaDocumentInput = {
  kind: 'invoice',
  number: 'SME00010',
  uuid: '8e6000cf-1a98-4174-b3e7-b5d5954bc10d',
  issuedAt: new Date('2022-08-17T14:41:08Z'),
  counterValue: 10,
  previousHash: INITIAL_PREVIOUS_INVOICE_HASH,
  seller: {
    legalName: 'شركة توريد التكنولوجيا بأقصى سرعة المحدودة | Maximum Speed Tech Supply LTD',
    vatNumber: '399999999900003',
    crNumber: '1010010000',
    address: {
      street: 'الامير سلطان | Prince Sultan',
      building: '2322',
      district: 'المربع | Al-Murabba',
      city: 'الرياض | Riyadh',
      postalCode: '23333',
    },
  },
  lines: [
    { name: 'كتاب', quantity: 33, unitPriceHalalas: 300, vatCategory: 'S', vatRateBasisPoints: 1500 },
    { name: 'قلم', quantity: 3, unitPriceHalalas: 3400, vatCategory: 'S', vatRateBasisPoints: 1500 },
  ],
  paymentMeansCode: '10',
};

