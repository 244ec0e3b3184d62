import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';

import { base64OfHexSha256, readSigningCertificate } from './certificate.ts';
import { qrFieldsOfDocument } from './document-qr.ts';
import { computeInvoiceHash, invoiceHashBytes } from './invoice-hash.ts';
import { encodePhase2Qr } from './qr-tlv.ts';
import { firstChild, parseXml, UBL_NS, xmldom } from './xml-dom.ts';

/**
 * The cryptographic stamp as ZATCA's SDK makes it (ZATCA-DOCUMENTS.md, "Signature"): ECDSA
 * secp256k1 over the invoice hash, XAdES signed properties digested in ZATCA's fixed layout, the
 * ds:Signature in ext:UBLExtensions and the phase 2 QR beside the PIH.
 */

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';

export interface SigningKeyPair {
  /** SEC 1 "EC PRIVATE KEY" PEM, the form ZATCA's SDK reads. */
  privateKeyPem: string;
  publicKeyPem: string;
}

export function generateSigningKey(): SigningKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'secp256k1',
    privateKeyEncoding: { type: 'sec1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

export interface SignedPropertiesValues {
  signingTime: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The text ZATCA digests for the SignedProperties reference: the element rebuilt in this exact
 * layout (indentation, namespace declarations, LF), whatever the document's own whitespace.
 */
export function signedPropertiesForDigest(values: SignedPropertiesValues): string {
  const pad = (n: number) => ' '.repeat(n);
  const ds = `xmlns:ds="${DS}"`;
  return [
    `<xades:SignedProperties xmlns:xades="${XADES}" Id="xadesSignedProperties">`,
    `${pad(36)}<xades:SignedSignatureProperties>`,
    `${pad(40)}<xades:SigningTime>${escapeXml(values.signingTime)}</xades:SigningTime>`,
    `${pad(40)}<xades:SigningCertificate>`,
    `${pad(44)}<xades:Cert>`,
    `${pad(48)}<xades:CertDigest>`,
    `${pad(52)}<ds:DigestMethod ${ds} Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>`,
    `${pad(52)}<ds:DigestValue ${ds}>${escapeXml(values.certificateDigest)}</ds:DigestValue>`,
    `${pad(48)}</xades:CertDigest>`,
    `${pad(48)}<xades:IssuerSerial>`,
    `${pad(52)}<ds:X509IssuerName ${ds}>${escapeXml(values.issuerName)}</ds:X509IssuerName>`,
    `${pad(52)}<ds:X509SerialNumber ${ds}>${escapeXml(values.serialNumber)}</ds:X509SerialNumber>`,
    `${pad(48)}</xades:IssuerSerial>`,
    `${pad(44)}</xades:Cert>`,
    `${pad(40)}</xades:SigningCertificate>`,
    `${pad(36)}</xades:SignedSignatureProperties>`,
    `${pad(32)}</xades:SignedProperties>`,
  ].join('\n');
}

/** base64 of the hex SHA-256 of the layout above. */
export function signedPropertiesDigest(values: SignedPropertiesValues): string {
  return base64OfHexSha256(signedPropertiesForDigest(values));
}

function ublExtensionsXml(values: {
  invoiceHash: string;
  signedPropertiesDigest: string;
  signatureValue: string;
  certificateBase64: string;
  signed: SignedPropertiesValues;
}): string {
  const e = escapeXml;
  return `<ext:UBLExtensions>
    <ext:UBLExtension>
        <ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>
        <ext:ExtensionContent>
            <sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2" xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2">
                <sac:SignatureInformation>
                    <cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>
                    <sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>
                    <ds:Signature xmlns:ds="${DS}" Id="signature">
                        <ds:SignedInfo>
                            <ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>
                            <ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>
                            <ds:Reference Id="invoiceSignedData" URI="">
                                <ds:Transforms>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::ext:UBLExtensions)</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::cac:Signature)</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>
                                </ds:Transforms>
                                <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                <ds:DigestValue>${e(values.invoiceHash)}</ds:DigestValue>
                            </ds:Reference>
                            <ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">
                                <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                <ds:DigestValue>${e(values.signedPropertiesDigest)}</ds:DigestValue>
                            </ds:Reference>
                        </ds:SignedInfo>
                        <ds:SignatureValue>${e(values.signatureValue)}</ds:SignatureValue>
                        <ds:KeyInfo>
                            <ds:X509Data>
                                <ds:X509Certificate>${e(values.certificateBase64)}</ds:X509Certificate>
                            </ds:X509Data>
                        </ds:KeyInfo>
                        <ds:Object>
                            <xades:QualifyingProperties xmlns:xades="${XADES}" Target="signature">
                                <xades:SignedProperties Id="xadesSignedProperties">
                                    <xades:SignedSignatureProperties>
                                        <xades:SigningTime>${e(values.signed.signingTime)}</xades:SigningTime>
                                        <xades:SigningCertificate>
                                            <xades:Cert>
                                                <xades:CertDigest>
                                                    <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                                    <ds:DigestValue>${e(values.signed.certificateDigest)}</ds:DigestValue>
                                                </xades:CertDigest>
                                                <xades:IssuerSerial>
                                                    <ds:X509IssuerName>${e(values.signed.issuerName)}</ds:X509IssuerName>
                                                    <ds:X509SerialNumber>${e(values.signed.serialNumber)}</ds:X509SerialNumber>
                                                </xades:IssuerSerial>
                                            </xades:Cert>
                                        </xades:SigningCertificate>
                                    </xades:SignedSignatureProperties>
                                </xades:SignedProperties>
                            </xades:QualifyingProperties>
                        </ds:Object>
                    </ds:Signature>
                </sac:SignatureInformation>
            </sig:UBLDocumentSignatures>
        </ext:ExtensionContent>
    </ext:UBLExtension>
</ext:UBLExtensions>`;
}

export interface SignDocumentInput {
  /** Unsigned UBL from `buildDocumentXml` (no ext:UBLExtensions, no QR reference). */
  xml: string;
  privateKeyPem: string;
  /** The CSID: PEM or bare base64 DER. */
  certificate: string;
  signingTime?: Date;
}

export interface SignedDocument {
  xml: string;
  /** base64 SHA-256 of the canonical document: the next document's PIH. */
  invoiceHash: string;
  /** base64 TLV, tags 1-9. */
  qr: string;
}

export function signDocument(input: SignDocumentInput): SignedDocument {
  const doc = parseXml(input.xml);
  const root = doc.documentElement;
  if (firstChild(root, UBL_NS.ext, 'UBLExtensions'))
    throw new Error('The document is already signed');
  const signatureRef = firstChild(root, UBL_NS.cac, 'Signature');
  if (!signatureRef) throw new Error('The document lacks cac:Signature');

  const invoiceHash = computeInvoiceHash(input.xml);
  const privateKey = createPrivateKey(input.privateKeyPem);
  const signatureValue = sign('sha256', Buffer.from(invoiceHash, 'base64'), privateKey).toString(
    'base64',
  );
  const certificate = readSigningCertificate(input.certificate);
  const keyDer = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  if (!keyDer.equals(certificate.publicKeyDer))
    throw new Error('The private key does not match the certificate');
  const signed: SignedPropertiesValues = {
    signingTime: (input.signingTime ?? new Date()).toISOString().slice(0, 19) + 'Z',
    certificateDigest: certificate.digest,
    issuerName: certificate.issuerName,
    serialNumber: certificate.serialNumber,
  };

  const fields = qrFieldsOfDocument(root);
  const qr = encodePhase2Qr({
    ...fields,
    invoiceHash,
    signature: signatureValue,
    publicKey: certificate.publicKeyDer,
    certificateSignature: fields.simplified ? certificate.signatureDer : undefined,
  });

  // Parsed inside a wrapper that declares ext and cbc, so the inserted element declares neither again.
  const wrapper = parseXml(
    `<wrapper xmlns:ext="${UBL_NS.ext}" xmlns:cbc="${UBL_NS.cbc}">${ublExtensionsXml({
      invoiceHash,
      signedPropertiesDigest: signedPropertiesDigest(signed),
      signatureValue,
      certificateBase64: certificate.base64,
      signed,
    })}</wrapper>`,
  ).documentElement;
  const extensions = firstChild(wrapper, UBL_NS.ext, 'UBLExtensions')!;
  root.insertBefore(doc.importNode(extensions, true), root.firstChild);

  const qrReference = doc.createElementNS(UBL_NS.cac, 'cac:AdditionalDocumentReference');
  const qrId = doc.createElementNS(UBL_NS.cbc, 'cbc:ID');
  qrId.appendChild(doc.createTextNode('QR'));
  const attachment = doc.createElementNS(UBL_NS.cac, 'cac:Attachment');
  const qrObject = doc.createElementNS(UBL_NS.cbc, 'cbc:EmbeddedDocumentBinaryObject');
  qrObject.setAttribute('mimeCode', 'text/plain');
  qrObject.appendChild(doc.createTextNode(qr));
  attachment.appendChild(qrObject);
  qrReference.appendChild(qrId);
  qrReference.appendChild(attachment);
  root.insertBefore(qrReference, signatureRef);

  const xml = new (xmldom().XMLSerializer)().serializeToString(doc as unknown as Node);
  if (computeInvoiceHash(xml) !== invoiceHash)
    throw new Error('Signing changed the hashed content');
  return { xml, invoiceHash, qr };
}

export interface SignatureCheck {
  invoiceHash: string;
  /** DigestValue of the document reference equals the recomputed hash. */
  invoiceDigestMatches: boolean;
  /** DigestValue of the SignedProperties reference equals the digest of the document's values. */
  signedPropertiesDigestMatches: boolean;
  /** xades:CertDigest equals the digest of ds:X509Certificate. */
  certificateDigestMatches: boolean;
  /** SignatureValue verifies over the invoice hash with the certificate's key. */
  signatureValid: boolean;
  valid: boolean;
}

/** Checks a signed document the way ZATCA's validator describes its signature checks. */
export function verifySignedDocument(xml: string): SignatureCheck {
  const doc = parseXml(xml);
  const byName = (namespace: string, localName: string) =>
    Array.from(doc.getElementsByTagNameNS(namespace, localName));
  const text = (namespace: string, localName: string, index = 0) =>
    (byName(namespace, localName)[index]?.textContent ?? '').trim();
  const invoiceHash = computeInvoiceHash(xml);
  const certificateBase64 = text(DS, 'X509Certificate');
  const certificate = readSigningCertificate(certificateBase64);
  const certificateDigest = text(DS, 'DigestValue', 2);
  const signed: SignedPropertiesValues = {
    signingTime: text(XADES, 'SigningTime'),
    certificateDigest,
    issuerName: text(DS, 'X509IssuerName'),
    serialNumber: text(DS, 'X509SerialNumber'),
  };
  const invoiceDigestMatches = text(DS, 'DigestValue', 0) === invoiceHash;
  const signedPropertiesDigestMatches =
    text(DS, 'DigestValue', 1) === signedPropertiesDigest(signed);
  const certificateDigestMatches = certificateDigest === certificate.digest;
  const signatureValid = verify(
    'sha256',
    invoiceHashBytes(xml),
    certificate.x509.publicKey,
    Buffer.from(text(DS, 'SignatureValue'), 'base64'),
  );
  return {
    invoiceHash,
    invoiceDigestMatches,
    signedPropertiesDigestMatches,
    certificateDigestMatches,
    signatureValid,
    valid:
      invoiceDigestMatches &&
      signedPropertiesDigestMatches &&
      certificateDigestMatches &&
      signatureValid,
  };
}
