import {
  documentBody,
  FATOORA_API_VERSION,
  readCsid,
  readDocumentAnswer,
  readErrors,
  type FatooraCredentials,
  type FatooraCsid,
  type FatooraDocument,
  type FatooraDocumentAnswer,
  type FatooraLanguage,
  type FatooraMessage,
} from './fatoora-wire.ts';

export interface FatooraClientOptions {
  /** One of FATOORA_BASE_URLS, or the stand-in's address (FATOORA.md). */
  baseUrl: string;
  /** Per request, including reading the answer. */
  timeoutMs: number;
  /** `Accept-Language` of every call: the language ZATCA is asked to answer in. Default en. */
  language?: FatooraLanguage;
}

/** Why an attempt can simply be made again later. */
export type FatooraRetryReason =
  /** No answer within the time limit: ZATCA may or may not have the document. */
  | 'timeout'
  /** No connection (DNS, refused, reset). */
  | 'unreachable'
  /** 5xx: "invoice not received, please resend" (FATOORA.md). */
  | 'server-error'
  /** 2xx whose body is not the documented JSON: the outcome is unknown. */
  | 'unreadable';

interface Answered {
  /** The HTTP status, null when no answer came. */
  httpStatus: number | null;
  /** The answer's body as received (JSON, text, or null). */
  raw: unknown;
}

/**
 * Every outcome of a call, classified once here so callers (the reporting job, the onboarding
 * screen) decide on `kind` and `retryable` alone and show ZATCA's own texts.
 */
export type FatooraOutcome<T> = Answered &
  (
    | { kind: 'accepted'; retryable: false; value: T; infos: FatooraMessage[] }
    | {
        kind: 'acceptedWithWarnings';
        retryable: false;
        value: T;
        warnings: FatooraMessage[];
        infos: FatooraMessage[];
      }
    /** 409 on reporting (208 on clearance): ZATCA had accepted this document before: count it done. */
    | { kind: 'alreadyReported'; retryable: false; messages: FatooraMessage[] }
    /** 428 on renewal: a new CSID is issued but needs the compliance checks before production. */
    | { kind: 'notCompliant'; retryable: false; value: T }
    | {
        kind: 'rejected';
        retryable: false;
        errors: FatooraMessage[];
        warnings: FatooraMessage[];
      }
    /** 401: missing, wrong or expired CSID or secret. */
    | { kind: 'unauthorized'; retryable: false; message: string }
    | { kind: 'unavailable'; retryable: true; reason: FatooraRetryReason; message: string }
    /** 429: "too many requests, invoice not received, please resend". */
    | { kind: 'rateLimited'; retryable: true; retryAfterSeconds: number | null; message: string }
  );

type Method = 'POST' | 'PATCH';

interface RawAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

const CSID_PATHS = {
  compliance: 'compliance',
  production: 'production/csids',
} as const;

/**
 * ZATCA's Fatoora API (e-invoicing phase 2): onboarding (compliance CSID, compliance checks,
 * production CSID and its renewal) and reporting of simplified documents. Production code,
 * tested against the stand-in that speaks the same contract (fatoora-stand-in.ts).
 *
 * Reporting again after a timeout is safe: ZATCA answers 409 for a document it accepted before,
 * which this client returns as `alreadyReported`.
 */
export class FatooraClient {
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #language: FatooraLanguage;

  constructor(options: FatooraClientOptions) {
    if (!/^https?:\/\//.test(options.baseUrl)) throw new Error('Fatoora base URL is not http(s)');
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs;
    this.#language = options.language ?? 'en';
  }

  /** POST /compliance: a compliance CSID for the EGS unit's CSR (base64 of the PEM), with the OTP. */
  async requestComplianceCsid(
    csrBase64: string,
    otp: string,
  ): Promise<FatooraOutcome<FatooraCsid>> {
    const answer = await this.#call('POST', CSID_PATHS.compliance, {
      headers: { OTP: checkedOtp(otp) },
      body: { csr: csrBase64 },
    });
    return csidOutcome(answer);
  }

  /** POST /compliance/invoices, with the compliance CSID: one of the sample documents checked. */
  async checkCompliance(
    credentials: FatooraCredentials,
    document: FatooraDocument,
  ): Promise<FatooraOutcome<FatooraDocumentAnswer>> {
    const answer = await this.#call('POST', 'compliance/invoices', {
      credentials,
      body: documentBody(document),
    });
    return documentOutcome(answer, 'compliance');
  }

  /** POST /production/csids, with the compliance CSID, once its compliance checks passed. */
  async requestProductionCsid(
    credentials: FatooraCredentials,
    complianceRequestId: string,
  ): Promise<FatooraOutcome<FatooraCsid>> {
    const answer = await this.#call('POST', CSID_PATHS.production, {
      credentials,
      body: { compliance_request_id: complianceRequestId },
    });
    return csidOutcome(answer);
  }

  /** PATCH /production/csids, with the production CSID to renew, a new CSR and a renewal OTP. */
  async renewProductionCsid(
    credentials: FatooraCredentials,
    csrBase64: string,
    otp: string,
  ): Promise<FatooraOutcome<FatooraCsid>> {
    const answer = await this.#call('PATCH', CSID_PATHS.production, {
      credentials,
      headers: { OTP: checkedOtp(otp) },
      body: { csr: csrBase64 },
    });
    return csidOutcome(answer);
  }

  /** POST /invoices/reporting/single, with the production CSID: a simplified invoice or note. */
  async reportSimplified(
    credentials: FatooraCredentials,
    document: FatooraDocument,
  ): Promise<FatooraOutcome<FatooraDocumentAnswer>> {
    const answer = await this.#call('POST', 'invoices/reporting/single', {
      credentials,
      // "0": reporting (clearance off); the swagger marks the header required.
      headers: { 'Clearance-Status': '0' },
      body: documentBody(document),
    });
    return documentOutcome(answer, 'reporting');
  }

  async #call(
    method: Method,
    path: string,
    request: { credentials?: FatooraCredentials; headers?: Record<string, string>; body: unknown },
  ): Promise<RawAnswer | FatooraOutcome<never>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': this.#language,
      'accept-version': FATOORA_API_VERSION,
      'content-type': 'application/json',
      ...request.headers,
    };
    if (request.credentials) headers.authorization = basicAuthorization(request.credentials);
    let response: Response;
    try {
      response = await fetch(`${this.#baseUrl}/${path}`, {
        method,
        headers,
        body: JSON.stringify(request.body),
        // A 303 ("clearance is on, use the other API") is an answer, not a place to go.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const timedOut = isTimeout(error);
      return {
        kind: 'unavailable',
        retryable: true,
        reason: timedOut ? 'timeout' : 'unreachable',
        message: `Fatoora ${method} /${path} ${timedOut ? 'timed out' : 'failed'}`,
        httpStatus: null,
        raw: null,
      };
    }
    let textBody: string;
    try {
      textBody = await response.text();
    } catch (error) {
      return {
        kind: 'unavailable',
        retryable: true,
        reason: isTimeout(error) ? 'timeout' : 'unreachable',
        message: `Fatoora ${method} /${path}: the answer was cut off`,
        httpStatus: response.status,
        raw: null,
      };
    }
    return {
      status: response.status,
      body: parseBody(textBody),
      retryAfter: response.headers.get('retry-after'),
    };
  }
}

function isAnswer(value: RawAnswer | FatooraOutcome<never>): value is RawAnswer {
  return 'status' in value && !('kind' in value);
}

function csidOutcome(answer: RawAnswer | FatooraOutcome<never>): FatooraOutcome<FatooraCsid> {
  if (!isAnswer(answer)) return answer;
  const { status, body } = answer;
  if (status === 200 || status === 428) {
    const csid = readCsid(body);
    if (!csid) return unreadable(answer);
    const notCompliant = status === 428 || csid.dispositionMessage === 'NOT_COMPLIANT';
    return notCompliant
      ? { kind: 'notCompliant', retryable: false, value: csid, httpStatus: status, raw: body }
      : {
          kind: 'accepted',
          retryable: false,
          value: csid,
          infos: [],
          httpStatus: status,
          raw: body,
        };
  }
  return failure(answer);
}

function documentOutcome(
  answer: RawAnswer | FatooraOutcome<never>,
  operation: 'compliance' | 'reporting',
): FatooraOutcome<FatooraDocumentAnswer> {
  if (!isAnswer(answer)) return answer;
  const { status, body } = answer;
  if (status === 409 && operation === 'reporting') {
    return {
      kind: 'alreadyReported',
      retryable: false,
      messages: readErrors(body),
      httpStatus: status,
      raw: body,
    };
  }
  if (status === 200 || status === 202) {
    const value = readDocumentAnswer(body);
    const { validation } = value;
    if (value.reportingStatus === null && value.clearanceStatus === null && !validation.status) {
      return unreadable(answer);
    }
    if (
      validation.errorMessages.length ||
      validation.status === 'ERROR' ||
      value.reportingStatus === 'NOT_REPORTED' ||
      value.clearanceStatus === 'NOT_CLEARED'
    ) {
      return {
        kind: 'rejected',
        retryable: false,
        errors: validation.errorMessages,
        warnings: validation.warningMessages,
        httpStatus: status,
        raw: body,
      };
    }
    const infos = validation.infoMessages;
    if (status === 202 || validation.warningMessages.length || validation.status === 'WARNING') {
      const warnings = validation.warningMessages;
      return {
        kind: 'acceptedWithWarnings',
        retryable: false,
        value,
        warnings,
        infos,
        httpStatus: status,
        raw: body,
      };
    }
    return { kind: 'accepted', retryable: false, value, infos, httpStatus: status, raw: body };
  }
  return failure(answer);
}

/** Any answer that is not a success of the call's own kind. */
function failure(answer: RawAnswer): FatooraOutcome<never> {
  const { status, body } = answer;
  const errors = readErrors(body);
  const said = errors.map((e) => e.message).join('; ');
  if (status === 401) {
    return {
      kind: 'unauthorized',
      retryable: false,
      message: said || 'Unauthorized',
      httpStatus: status,
      raw: body,
    };
  }
  if (status === 429) {
    return {
      kind: 'rateLimited',
      retryable: true,
      retryAfterSeconds: retryAfterSeconds(answer.retryAfter),
      message: said || 'Too many requests',
      httpStatus: status,
      raw: body,
    };
  }
  if (status >= 500) {
    return {
      kind: 'unavailable',
      retryable: true,
      reason: 'server-error',
      message: said || `HTTP ${status}`,
      httpStatus: status,
      raw: body,
    };
  }
  // 400, 303, 406, 413 and any other answer: the request itself must change before it can pass.
  const warnings = readDocumentAnswer(body).validation.warningMessages;
  return {
    kind: 'rejected',
    retryable: false,
    errors: errors.length
      ? errors
      : [{ type: 'ERROR', code: null, category: null, message: `HTTP ${status}`, status: 'ERROR' }],
    warnings,
    httpStatus: status,
    raw: body,
  };
}

function unreadable(answer: RawAnswer): FatooraOutcome<never> {
  return {
    kind: 'unavailable',
    retryable: true,
    reason: 'unreadable',
    message: `HTTP ${answer.status} without the documented answer`,
    httpStatus: answer.status,
    raw: answer.body,
  };
}

function parseBody(textBody: string): unknown {
  if (!textBody) return null;
  try {
    return JSON.parse(textBody) as unknown;
  } catch {
    return textBody;
  }
}

function basicAuthorization({ binarySecurityToken, secret }: FatooraCredentials): string {
  if (!binarySecurityToken || !secret) throw new TypeError('Fatoora credentials are incomplete');
  return `Basic ${Buffer.from(`${binarySecurityToken}:${secret}`, 'utf8').toString('base64')}`;
}

/** OTPs from the Fatoora portal are digits; anything else would only travel as a bad header. */
function checkedOtp(otp: string): string {
  if (!/^\d{1,12}$/.test(otp)) throw new TypeError('A Fatoora OTP is digits only');
  return otp;
}

function retryAfterSeconds(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
