/**
 * ZATCA's Fatoora API as its swagger and ZATCA's answers show it (FATOORA.md): the environments,
 * the request bodies we send, and the answers we read. Answers are read defensively: ZATCA's own
 * texts are kept as they came, anything missing falls back to null, and every answer keeps its raw
 * form for support.
 */

type Json = Record<string, unknown>;

/** The three environments of the Fatoora gateway; the path segment is their name. */
export type FatooraEnvironment = 'developer-portal' | 'simulation' | 'core';

export const FATOORA_BASE_URLS: Readonly<Record<FatooraEnvironment, string>> = {
  /** The developer portal's Integration Sandbox: fixed OTPs, nothing is recorded. */
  'developer-portal': 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  /** Simulation: the real onboarding flow (OTP from the simulation portal), no legal effect. */
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  /** Core: production, where reported invoices count. */
  core: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

/** The API version every call names in `Accept-Version`; anything else answers 406. */
export const FATOORA_API_VERSION = 'V2';

/** The developer portal's fixed OTPs (FATOORA.md): onboarding, and renewal of a production CSID. */
export const SANDBOX_ONBOARDING_OTP = '123345';
export const SANDBOX_RENEWAL_OTP = '123456';

export type FatooraLanguage = 'en' | 'ar';

/** `Basic base64(binarySecurityToken:secret)`: the CSID is the user name, its secret the password. */
export interface FatooraCredentials {
  binarySecurityToken: string;
  secret: string;
}

/** A compliance or production CSID as `/compliance` and `/production/csids` issue it. */
export interface FatooraCsid extends FatooraCredentials {
  /** `requestID`: for a compliance CSID, the `compliance_request_id` of the production request. */
  requestId: string;
  /** ISSUED, or NOT_COMPLIANT for a renewed CSID that still needs its compliance checks. */
  dispositionMessage: string | null;
  tokenType: string | null;
}

/** One entry of ZATCA's info, warning or error lists, texts exactly as ZATCA sent them. */
export interface FatooraMessage {
  type: string;
  code: string | null;
  category: string | null;
  message: string;
  status: string;
}

export interface FatooraValidation {
  /** PASS, WARNING or ERROR. */
  status: string | null;
  infoMessages: FatooraMessage[];
  warningMessages: FatooraMessage[];
  errorMessages: FatooraMessage[];
}

/** The answer of `/compliance/invoices` and `/invoices/reporting/single`. */
export interface FatooraDocumentAnswer {
  validation: FatooraValidation;
  /** REPORTED or NOT_REPORTED (simplified documents). */
  reportingStatus: string | null;
  /** CLEARED or NOT_CLEARED (standard documents). */
  clearanceStatus: string | null;
}

/** A signed document as the API takes it. */
export interface FatooraDocument {
  /** Base64 of the SHA-256 of the canonical XML: 44 characters. */
  invoiceHash: string;
  /** The document's cbc:UUID. */
  uuid: string;
  /** Base64 of the signed XML's bytes. */
  invoiceXmlBase64: string;
}

export function documentBody(document: FatooraDocument) {
  return {
    invoiceHash: document.invoiceHash,
    uuid: document.uuid,
    invoice: document.invoiceXmlBase64,
  };
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function readMessage(value: unknown, fallbackType: string): FatooraMessage | null {
  if (!isObject(value)) return null;
  const message = text(value.message) || text(value.errorMessage);
  if (!message) return null;
  return {
    type: text(value.type) ?? fallbackType,
    code: text(value.code) ?? text(value.errorCode),
    category: text(value.category),
    message,
    status: text(value.status) ?? fallbackType,
  };
}

/** A list as ZATCA sends it; one answer in the wild carried a single object instead of a list. */
function readMessages(value: unknown, fallbackType: string): FatooraMessage[] {
  const items = Array.isArray(value) ? value : value == null ? [] : [value];
  return items.flatMap((item) => readMessage(item, fallbackType) ?? []);
}

export function readValidation(body: unknown): FatooraValidation {
  const results = isObject(body) && isObject(body.validationResults) ? body.validationResults : {};
  return {
    status: text(results.status),
    infoMessages: readMessages(results.infoMessages, 'INFO'),
    warningMessages: readMessages(results.warningMessages, 'WARNING'),
    // The swagger's schema spells it `erroMessages`; its examples and ZATCA's answers `errorMessages`.
    errorMessages: readMessages(results.errorMessages ?? results.erroMessages, 'ERROR'),
  };
}

export function readDocumentAnswer(body: unknown): FatooraDocumentAnswer {
  const json = isObject(body) ? body : {};
  return {
    validation: readValidation(json),
    reportingStatus: text(json.reportingStatus),
    clearanceStatus: text(json.clearanceStatus),
  };
}

/** The CSID answer when it carries one; null when a field the next call needs is missing. */
export function readCsid(body: unknown): FatooraCsid | null {
  if (!isObject(body)) return null;
  const requestId = text(body.requestID);
  const binarySecurityToken = text(body.binarySecurityToken);
  const secret = text(body.secret);
  if (!requestId || !binarySecurityToken || !secret) return null;
  return {
    requestId,
    binarySecurityToken,
    secret,
    dispositionMessage: text(body.dispositionMessage),
    tokenType: text(body.tokenType),
  };
}

/**
 * Every error an answer carries, whatever its shape: the CSID endpoints' `errors: [{ code,
 * message }]`, a validation result's `errorMessages`, a bare `{ code, message }` (500), or the
 * gateway's `{ status, error, message }` (401). Empty when the answer says nothing readable.
 */
export function readErrors(body: unknown): FatooraMessage[] {
  if (!isObject(body)) {
    return typeof body === 'string' && body.trim()
      ? [{ type: 'ERROR', code: null, category: null, message: body.trim(), status: 'ERROR' }]
      : [];
  }
  const listed = readMessages(body.errors, 'ERROR');
  const validation = readValidation(body).errorMessages;
  if (listed.length || validation.length) return [...listed, ...validation];
  const single = readMessage(body, 'ERROR');
  if (single) return [single];
  const gateway = text(body.error);
  return gateway
    ? [
        {
          type: 'ERROR',
          code: text(body.status),
          category: null,
          message: gateway,
          status: 'ERROR',
        },
      ]
    : [];
}
