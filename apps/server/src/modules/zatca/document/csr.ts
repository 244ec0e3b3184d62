import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';

import type { CertificationRequest } from '@peculiar/asn1-csr';
import type {
  AttributeValue,
  Extension,
  Name,
  RelativeDistinguishedName,
} from '@peculiar/asn1-x509';
import { asn1Csr, asn1Schema, asn1X509 } from './asn1.ts';

/**
 * The certificate signing request an EGS unit sends to ZATCA's compliance API (ZATCA-DOCUMENTS.md,
 * "CSR"): subject C, O, OU, CN; the EGS details in a subjectAltName directory name; the certificate
 * template name of the target environment; signed ECDSA secp256k1 with SHA-256.
 */

export type ZatcaEnvironment = 'production' | 'simulation' | 'developer-portal';

export const CERTIFICATE_TEMPLATE_NAMES: Record<ZatcaEnvironment, string> = {
  production: 'ZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  'developer-portal': 'TSTZATCA-Code-Signing',
};

export const OID = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  uid: '0.9.2342.19200300.100.1.1',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  extensionRequest: '1.2.840.113549.1.9.14',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

export interface CsrInput {
  privateKeyPem: string;
  environment: ZatcaEnvironment;
  /** CN: a unique name or asset tracking number of the EGS unit. */
  commonName: string;
  /** O: the taxpayer's name. */
  organizationName: string;
  /** OU: the branch name (for a VAT group: the member's 10-digit TIN). */
  organizationalUnitName: string;
  /** 15 digits, first and last 3: written as UID. */
  vatNumber: string;
  /** The three parts of SN "1-<solution>|2-<model or version>|3-<serial number>". */
  solutionName: string;
  solutionVersion: string;
  deviceSerialNumber: string;
  /** TSCZ flags: "0100" simplified only, "1100" standard and simplified. */
  invoiceType: string;
  /** Branch address or, for e-commerce, the website. */
  registeredAddress: string;
  /** Industry or sector. */
  businessCategory: string;
  country?: string;
}

export interface GeneratedCsr {
  pem: string;
  /** Base64 of the PEM text: what the compliance API's `csr` field takes. */
  base64: string;
}

function rdn(type: string, value: AttributeValue): RelativeDistinguishedName {
  const { AttributeTypeAndValue, RelativeDistinguishedName } = asn1X509();
  return new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value })]);
}

const utf8 = (text: string) => new (asn1X509().AttributeValue)({ utf8String: text });

/** DER PrintableString; ZATCA's onboarding guide writes the template as ASN1:PRINTABLESTRING. */
function printableStringDer(text: string): ArrayBuffer {
  if (!/^[A-Za-z0-9 '()+,\-./:=?]*$/.test(text) || text.length > 127)
    throw new RangeError('Not a short PrintableString');
  const bytes = Buffer.concat([Buffer.from([0x13, text.length]), Buffer.from(text, 'ascii')]);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
}

export function egsSerialNumber(
  input: Pick<CsrInput, 'solutionName' | 'solutionVersion' | 'deviceSerialNumber'>,
): string {
  return `1-${input.solutionName}|2-${input.solutionVersion}|3-${input.deviceSerialNumber}`;
}

function validateCsrInput(input: CsrInput): void {
  if (!/^3\d{13}3$/.test(input.vatNumber))
    throw new RangeError('VAT number: 15 digits, first and last 3');
  if (!/^[01]{4}$/.test(input.invoiceType) || input.invoiceType === '0000') {
    throw new RangeError('Invoice type: four 0/1 flags, at least one set');
  }
  for (const part of [input.solutionName, input.solutionVersion, input.deviceSerialNumber]) {
    if (!part || part.includes('|'))
      throw new RangeError('EGS serial number parts must be non-empty and free of "|"');
  }
}

export function generateCsr(input: CsrInput): GeneratedCsr {
  validateCsrInput(input);
  const { AsnConvert, OctetString } = asn1Schema();
  const {
    AlgorithmIdentifier,
    Attribute,
    AttributeValue,
    Extension,
    Extensions,
    GeneralName,
    Name,
    SubjectAlternativeName,
    SubjectPublicKeyInfo,
    id_ce_subjectAltName,
  } = asn1X509();
  const { Attributes, CertificationRequest, CertificationRequestInfo } = asn1Csr();
  const privateKey = createPrivateKey(input.privateKeyPem);
  const spkiDer = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const subject = new Name([
    rdn(OID.country, new AttributeValue({ printableString: input.country ?? 'SA' })),
    rdn(OID.organization, utf8(input.organizationName)),
    rdn(OID.organizationalUnit, utf8(input.organizationalUnitName)),
    rdn(OID.commonName, utf8(input.commonName)),
  ]);
  const directoryName = new Name([
    rdn(OID.surname, utf8(egsSerialNumber(input))),
    rdn(OID.uid, utf8(input.vatNumber)),
    rdn(OID.title, utf8(input.invoiceType)),
    rdn(OID.registeredAddress, utf8(input.registeredAddress)),
    rdn(OID.businessCategory, utf8(input.businessCategory)),
  ]);
  const extensions = new Extensions([
    new Extension({
      extnID: OID.certificateTemplateName,
      critical: false,
      extnValue: new OctetString(printableStringDer(CERTIFICATE_TEMPLATE_NAMES[input.environment])),
    }),
    new Extension({
      extnID: id_ce_subjectAltName,
      critical: false,
      extnValue: new OctetString(
        AsnConvert.serialize(new SubjectAlternativeName([new GeneralName({ directoryName })])),
      ),
    }),
  ]);
  const info = new CertificationRequestInfo({
    version: 0,
    subject,
    subjectPKInfo: AsnConvert.parse(spkiDer, SubjectPublicKeyInfo),
    attributes: new Attributes([
      new Attribute({ type: OID.extensionRequest, values: [AsnConvert.serialize(extensions)] }),
    ]),
  });
  const infoDer = Buffer.from(AsnConvert.serialize(info));
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }),
    signature: new Uint8Array(sign('sha256', infoDer, privateKey)).buffer,
  });
  const der = Buffer.from(AsnConvert.serialize(request));
  const body = der
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n');
  const pem = `-----BEGIN CERTIFICATE REQUEST-----\n${body}\n-----END CERTIFICATE REQUEST-----\n`;
  return { pem, base64: Buffer.from(pem, 'utf8').toString('base64') };
}

export interface ParsedCsr {
  der: Buffer;
  request: CertificationRequest;
  subject: Record<string, string>;
  /** The subjectAltName directory name's attributes, by OID. */
  alternativeName: Record<string, string>;
  templateName?: string;
  publicKeyDer: Buffer;
  /** The extensions the request asks for, to be copied into the certificate. */
  extensions: Extension[];
  signatureValid: boolean;
}

/** Reads a CSR given as PEM, as base64 of the PEM, or as base64 DER. */
export function parseCsr(csr: string): ParsedCsr {
  const { AsnConvert } = asn1Schema();
  const { Extensions, SubjectAlternativeName, id_ce_subjectAltName } = asn1X509();
  let text = csr.trim();
  if (!text.includes('-----BEGIN')) {
    const decoded = Buffer.from(text, 'base64').toString('utf8');
    if (decoded.includes('-----BEGIN CERTIFICATE REQUEST-----')) text = decoded;
  }
  const base64 = text.replace(/-----(BEGIN|END) CERTIFICATE REQUEST-----/g, '').replace(/\s+/g, '');
  const der = Buffer.from(base64, 'base64');
  const request = AsnConvert.parse(der, asn1Csr().CertificationRequest);
  const info = request.certificationRequestInfo;
  const names = (name: Name) => {
    const out: Record<string, string> = {};
    for (const set of name) for (const entry of set) out[entry.type] = entry.value.toString();
    return out;
  };
  const extensions: Extension[] = [];
  for (const attribute of info.attributes ?? []) {
    if (attribute.type !== OID.extensionRequest) continue;
    for (const value of attribute.values) extensions.push(...AsnConvert.parse(value, Extensions));
  }
  let alternativeName: Record<string, string> = {};
  let templateName: string | undefined;
  for (const extension of extensions) {
    const value = Buffer.from(extension.extnValue.buffer);
    if (extension.extnID === id_ce_subjectAltName) {
      const directory = AsnConvert.parse(value, SubjectAlternativeName).find(
        (name) => name.directoryName,
      );
      if (directory?.directoryName) alternativeName = names(directory.directoryName);
    } else if (extension.extnID === OID.certificateTemplateName) {
      templateName = value.subarray(2).toString('ascii');
    }
  }
  const publicKeyDer = Buffer.from(AsnConvert.serialize(info.subjectPKInfo));
  const infoDer = Buffer.from(request.certificationRequestInfoRaw ?? AsnConvert.serialize(info));
  const signatureValid =
    request.signatureAlgorithm.algorithm === OID.ecdsaWithSha256 &&
    verify(
      'sha256',
      infoDer,
      createPublicKey({ key: publicKeyDer, format: 'der', type: 'spki' }),
      Buffer.from(request.signature),
    );
  return {
    der,
    request,
    subject: names(info.subject),
    alternativeName,
    templateName,
    publicKeyDer,
    extensions,
    signatureValid,
  };
}
