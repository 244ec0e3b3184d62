/**
 * The QR payload of a ZATCA invoice: TLV (one tag byte, one length byte, the value's bytes), then
 * base64 (ZATCA-DOCUMENTS.md, "QR code").
 */

export type TlvValue = string | Uint8Array;

export interface Phase1QrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, as the invoice states it (e.g. `2022-04-25T15:30:00Z` or `2022-08-17T17:41:08`). */
  timestamp: string;
  /** Invoice total with VAT, SAR with 2 decimals (`1000.00`). */
  totalWithVat: string;
  /** VAT total, SAR with 2 decimals (`150.00`). */
  vatTotal: string;
}

export interface Phase2QrFields extends Phase1QrFields {
  /** Tag 6: the invoice hash as its base64 text. */
  invoiceHash: string;
  /** Tag 7: the ECDSA signature of the invoice hash as its base64 text. */
  signature: string;
  /** Tag 8: the public key, DER SubjectPublicKeyInfo bytes. */
  publicKey: Uint8Array;
  /** Tag 9 (simplified documents): the certificate's own signature by the CA, DER bytes. */
  certificateSignature?: Uint8Array;
}

export interface DecodedQr {
  /** Each tag's raw bytes, in the order found. */
  tags: Map<number, Uint8Array>;
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
  invoiceHash?: string;
  signature?: string;
  publicKey?: Uint8Array;
  certificateSignature?: Uint8Array;
}

export function encodeTlv(entries: Array<[tag: number, value: TlvValue]>): Buffer {
  const parts: Buffer[] = [];
  for (const [tag, value] of entries) {
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);
    if (!Number.isInteger(tag) || tag < 1 || tag > 255)
      throw new RangeError(`TLV tag ${tag} is not one byte`);
    if (bytes.length > 255)
      throw new RangeError(
        `TLV tag ${tag}: value of ${bytes.length} bytes does not fit one length byte`,
      );
    parts.push(Buffer.from([tag, bytes.length]), bytes);
  }
  return Buffer.concat(parts);
}

export function decodeTlv(bytes: Uint8Array): Array<[tag: number, value: Buffer]> {
  const buffer = Buffer.from(bytes);
  const entries: Array<[number, Buffer]> = [];
  let offset = 0;
  while (offset < buffer.length) {
    if (offset + 2 > buffer.length) throw new Error(`TLV truncated at byte ${offset}`);
    const tag = buffer[offset]!;
    const length = buffer[offset + 1]!;
    const end = offset + 2 + length;
    if (end > buffer.length)
      throw new Error(`TLV tag ${tag} claims ${length} bytes, ${buffer.length - offset - 2} left`);
    entries.push([tag, buffer.subarray(offset + 2, end)]);
    offset = end;
  }
  return entries;
}

function phase1Entries(fields: Phase1QrFields): Array<[number, TlvValue]> {
  return [
    [1, fields.sellerName],
    [2, fields.vatNumber],
    [3, fields.timestamp],
    [4, fields.totalWithVat],
    [5, fields.vatTotal],
  ];
}

/** Tags 1-5, base64: the QR every tax invoice has carried since 4 December 2021. */
export function encodePhase1Qr(fields: Phase1QrFields): string {
  return encodeTlv(phase1Entries(fields)).toString('base64');
}

/** Tags 1-9 (9 only when given), base64: the QR of a signed (phase 2) document. */
export function encodePhase2Qr(fields: Phase2QrFields): string {
  const entries = phase1Entries(fields);
  entries.push([6, fields.invoiceHash], [7, fields.signature], [8, fields.publicKey]);
  if (fields.certificateSignature) entries.push([9, fields.certificateSignature]);
  return encodeTlv(entries).toString('base64');
}

export function decodeQr(base64: string): DecodedQr {
  const tags = new Map<number, Uint8Array>();
  for (const [tag, value] of decodeTlv(Buffer.from(base64, 'base64'))) {
    if (tags.has(tag)) throw new Error(`QR repeats tag ${tag}`);
    tags.set(tag, value);
  }
  const text = (tag: number): string => {
    const value = tags.get(tag);
    if (!value) throw new Error(`QR lacks tag ${tag}`);
    return Buffer.from(value).toString('utf8');
  };
  const optionalText = (tag: number) => (tags.has(tag) ? text(tag) : undefined);
  return {
    tags,
    sellerName: text(1),
    vatNumber: text(2),
    timestamp: text(3),
    totalWithVat: text(4),
    vatTotal: text(5),
    invoiceHash: optionalText(6),
    signature: optionalText(7),
    publicKey: tags.get(8),
    certificateSignature: tags.get(9),
  };
}
