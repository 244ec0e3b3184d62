import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TaxDocumentKind } from '@store/shared/schemas/tax-documents';
import type { Db } from '../../db/client.ts';
import { recordEvents } from '../../events/record-event.ts';
import {
  type IssuedBuyer,
  type IssuedLine,
  type IssuedTotals,
  taxDocumentChain,
  taxDocuments,
} from './invoicing.table.ts';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** ZATCA's previous-invoice hash of a unit's first document: base64 of SHA-256 of "0". */
export const INITIAL_CHAIN_HASH =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

const CHAIN_ID = 'store';
const PREFIXES: Record<TaxDocumentKind, string> = { invoice: 'INV', credit: 'CN', debit: 'DN' };
const SEQUENCES = { invoice: 'invoiceSeq', credit: 'creditSeq', debit: 'debitSeq' } as const;

/** What a document is given when it is numbered: its place in the store's sequence and chain. */
export interface DocumentNumbering {
  kind: TaxDocumentKind;
  number: string;
  uuid: string;
  counterValue: number;
  issuedAt: Date;
  /** The last phase 2 document's hash (or ZATCA's initial one). */
  previousHash: string;
}

/** What the caller makes of its numbering: the document's content, signed or not. */
export interface BuiltTaxDocument {
  mode: 'phase1' | 'phase2';
  seller: TaxDocumentRow['seller'];
  buyer: IssuedBuyer;
  lines: IssuedLine[];
  totals: IssuedTotals;
  qr: string;
  /** Phase 2: the signed XML and its hash, which the next document chains to. */
  xml?: string;
  invoiceHash?: string;
}

export interface IssueRequest {
  /** What caused it ("order:<id>:invoice", "refund:<id>"): the same cause never issues twice. */
  sourceKey: string;
  kind: TaxDocumentKind;
  orderId: string;
  orderNumber: string;
  originalId?: string | null;
  reason?: string | null;
  build: (numbering: DocumentNumbering) => BuiltTaxDocument | Promise<BuiltTaxDocument>;
}

/**
 * Numbers, builds and stores a document in one transaction while holding the chain's row, so two
 * sales paid at the same moment, on one instance or several, get consecutive numbers and counter
 * values and chain one after the other: no gap, no fork. A cause issued before returns its
 * document unchanged (`created: false`).
 */
export async function issueTaxDocument(
  db: Db,
  request: IssueRequest,
): Promise<{ document: TaxDocumentRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(taxDocumentChain)
      .values({ id: CHAIN_ID, lastHash: INITIAL_CHAIN_HASH })
      .onConflictDoNothing();
    const [chain] = await tx
      .select()
      .from(taxDocumentChain)
      .where(eq(taxDocumentChain.id, CHAIN_ID))
      .for('update');
    const [existing] = await tx
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.sourceKey, request.sourceKey));
    if (existing) return { document: existing, created: false };

    const sequence = chain![SEQUENCES[request.kind]] + 1;
    const numbering: DocumentNumbering = {
      kind: request.kind,
      number: `${PREFIXES[request.kind]}-${String(sequence).padStart(6, '0')}`,
      uuid: randomUUID(),
      counterValue: chain!.lastCounter + 1,
      // Whole seconds: ZATCA's issue time has no fractions, and the QR's must equal the XML's.
      issuedAt: new Date(Math.floor(Date.now() / 1000) * 1000),
      previousHash: chain!.lastHash,
    };
    const built = await request.build(numbering);
    const [document] = await tx
      .insert(taxDocuments)
      .values({
        kind: request.kind,
        number: numbering.number,
        uuid: numbering.uuid,
        counterValue: numbering.counterValue,
        sourceKey: request.sourceKey,
        orderId: request.orderId,
        orderNumber: request.orderNumber,
        originalId: request.originalId ?? null,
        reason: request.reason ?? null,
        issuedAt: numbering.issuedAt,
        mode: built.mode,
        seller: built.seller,
        buyer: built.buyer,
        lines: built.lines,
        totals: built.totals,
        taxExclusiveHalalas: built.totals.taxExclusiveHalalas,
        vatHalalas: built.totals.vatHalalas,
        payableHalalas: built.totals.payableHalalas,
        qr: built.qr,
        xml: built.xml ?? null,
        invoiceHash: built.invoiceHash ?? null,
        previousHash: built.mode === 'phase2' ? numbering.previousHash : null,
        reportingStatus: built.mode === 'phase2' ? 'pending' : 'not-required',
      })
      .returning();
    await tx
      .update(taxDocumentChain)
      .set({
        lastCounter: numbering.counterValue,
        [SEQUENCES[request.kind]]: sequence,
        ...(built.invoiceHash ? { lastHash: built.invoiceHash } : {}),
      })
      .where(eq(taxDocumentChain.id, CHAIN_ID));
    await recordEvents(tx, {
      type: 'tax-document.issued',
      payload: {
        documentId: document!.id,
        orderId: request.orderId,
        kind: request.kind,
        mode: built.mode,
      },
    });
    return { document: document!, created: true };
  });
}

/** The chain's state: the last counter value and hash (for the onboarding screen). */
export async function readChain(db: Db): Promise<{ counterValue: number; lastHash: string }> {
  const [chain] = await db.select().from(taxDocumentChain).where(eq(taxDocumentChain.id, CHAIN_ID));
  return {
    counterValue: chain?.lastCounter ?? 0,
    lastHash: chain?.lastHash ?? INITIAL_CHAIN_HASH,
  };
}
