import type { Db } from '../../db/client.ts';
import {
  documentLinkTag,
  taxDocumentRowsOfOrder,
  toPublicTaxDocument,
} from '../../modules/invoicing/index.ts';
import type { PublicTaxDocumentsOf } from '../../modules/orders/index.ts';
import type { SecretBox } from '../../modules/settings/index.ts';

/** An order's documents as its shopper sees them: number, date, amount and a signed PDF link. */
export function publicTaxDocumentsOf(db: Db, box: SecretBox): PublicTaxDocumentsOf {
  return async (orderId) =>
    (await taxDocumentRowsOfOrder(db, orderId)).map((row) =>
      toPublicTaxDocument(row, documentLinkTag(box, row.id)),
    );
}
