import {
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/**
 * Test support: an EGS unit's CSR and a small certificate authority for the Fatoora stand-in, with
 * secp256k1 keys as ZATCA uses (Node's crypto signs with it; WebCrypto cannot). The DER is written
 * by hand because only a few fixed structures are needed; Node's X509Certificate reads the result
 * back in the tests, an independent check of the encoding. Not the production CA
 * (document/certificate-authority.ts on the zatca-core branch).
 */

const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2';
const OIDS = { C: '2.5.4.6', O: '2.5.4.10', OU: '2.5.4.11', CN: '2.5.4.3' } as const;

function tlv(tag: number, content: Buffer): Buffer {
  const length = content.length;
  const lengthBytes =
    length < 0x80
      ? Buffer.from([length])
      : length < 0x100
        ? Buffer.from([0x81, length])
        : Buffer.from([0x82, length >> 8, length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), lengthBytes, content]);
}

const sequence = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const utf8 = (value: string) => tlv(0x0c, Buffer.from(value, 'utf8'));
const bitString = (bytes: Buffer) => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]));
const explicit = (n: number, content: Buffer) => tlv(0xa0 + n, content);

function integer(bytes: Buffer): Buffer {
  return tlv(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z';
  return tlv(0x17, Buffer.from(text, 'ascii'));
}

function name(fields: Partial<Record<keyof typeof OIDS, string>>): Buffer {
  const attributes = Object.entries(fields).map(([key, value]) =>
    set(sequence(oid(OIDS[key as keyof typeof OIDS]), utf8(value))),
  );
  return sequence(...attributes);
}

/** The element at `offset`: where its content starts and where it ends. */
function element(der: Buffer, offset: number): { contentStart: number; end: number } {
  const byte = (at: number) => {
    const value = der[at];
    if (value === undefined) throw new Error('truncated DER');
    return value;
  };
  let length = byte(offset + 1);
  let contentStart = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = (length << 8) | byte(offset + 2 + i);
    contentStart += count;
  }
  return { contentStart, end: contentStart + length };
}

/** The DER of each element inside the sequence at `offset`. */
function children(der: Buffer, offset = 0): Buffer[] {
  const { contentStart, end } = element(der, offset);
  const parts: Buffer[] = [];
  for (let at = contentStart; at < end;) {
    const next = element(der, at).end;
    parts.push(der.subarray(at, next));
    at = next;
  }
  return parts;
}

function pem(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

function signed(body: Buffer, key: KeyObject): Buffer {
  return sequence(body, sequence(oid(ECDSA_WITH_SHA256)), bitString(sign('sha256', body, key)));
}

export interface TestCsr {
  /** Base64 of the CSR's PEM, as the compliance and renewal calls send it. */
  csrBase64: string;
  privateKey: KeyObject;
}

/** A CSR for a new secp256k1 key, signed by it (proof of possession). */
export function createTestCsr(commonName = 'TST-886431145-399999999900003'): TestCsr {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const info = sequence(
    integer(Buffer.from([0])),
    name({ C: 'SA', OU: 'Riyadh Branch', O: 'Maison Anbar', CN: commonName }),
    spki,
    explicit(0, Buffer.alloc(0)),
  );
  const csrPem = pem('CERTIFICATE REQUEST', signed(info, privateKey));
  return { csrBase64: Buffer.from(csrPem, 'utf8').toString('base64'), privateKey };
}

export interface TestCertificateAuthority {
  /** The stand-in's `issueCertificate`: base64 of the DER of a certificate for the CSR's key. */
  issueCertificate: (csrBase64: string) => Promise<string>;
  publicKey: KeyObject;
}

/** A CA that checks the CSR's signature and issues a one-year certificate for its subject and key. */
export function createTestCertificateAuthority(): TestCertificateAuthority {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const issuer = name({ CN: 'Fatoora Stand-in CA' });

  async function issueCertificate(csrBase64: string): Promise<string> {
    const csrPem = Buffer.from(csrBase64, 'base64').toString('utf8');
    const body =
      /-----BEGIN CERTIFICATE REQUEST-----([\s\S]+?)-----END CERTIFICATE REQUEST-----/.exec(
        csrPem,
      )?.[1];
    if (!body) throw new Error('not a PEM certificate request');
    const der = Buffer.from(body.replace(/\s+/g, ''), 'base64');
    const [info, , signature] = children(der);
    if (!info || !signature) throw new Error('not a certification request');
    const [, subject, spki] = children(info);
    if (!subject || !spki) throw new Error('not a certification request');
    const csrKey = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    const signatureBytes = signature.subarray(element(signature, 0).contentStart + 1);
    if (!verify('sha256', info, csrKey, signatureBytes)) throw new Error('CSR signature is wrong');
    const now = new Date();
    const tbs = sequence(
      explicit(0, integer(Buffer.from([2]))),
      integer(randomBytes(16)),
      sequence(oid(ECDSA_WITH_SHA256)),
      issuer,
      sequence(utcTime(now), utcTime(new Date(now.getTime() + 365 * 24 * 3600 * 1000))),
      subject,
      spki,
    );
    return signed(tbs, privateKey).toString('base64');
  }

  return { issueCertificate, publicKey };
}
