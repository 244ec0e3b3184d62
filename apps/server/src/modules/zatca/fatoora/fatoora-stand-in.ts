import { randomBytes, randomInt, timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  FATOORA_API_VERSION,
  SANDBOX_ONBOARDING_OTP,
  SANDBOX_RENEWAL_OTP,
  type FatooraMessage,
} from './fatoora-wire.ts';
import { readUblSummary } from './ubl-summary.ts';

/**
 * A stand-in for ZATCA's Fatoora API (developer-portal behaviour, FATOORA.md): the same paths,
 * headers, bodies, status codes and answer shapes, so the real FatooraClient runs against it in
 * tests and in `npm start` without ZATCA. It checks what can be checked without the document
 * module: OTPs, Basic auth on a CSID it issued, the onboarding order, base64, well-formed UBL, the
 * body's uuid against cbc:UUID, the hash's form, simplified type codes, and ZATCA's 24-hour
 * duplicate check. Hash and signature checks plug in through `verifyDocument`.
 */

export interface FatooraStandInOptions {
  /** Issues the CSID's certificate for a CSR (base64 of its PEM): base64 of the certificate's DER. */
  issueCertificate: (csrBase64: string) => Promise<string>;
  /**
   * More checks of a submitted document (e.g. its hash and signature), with ZATCA-style messages:
   * type ERROR rejects, WARNING accepts with warnings, INFO is passed on.
   */
  verifyDocument?: (
    xml: string,
    invoiceHash: string,
  ) => FatooraMessage[] | Promise<FatooraMessage[]>;
  /** The OTP `/compliance` accepts; the developer portal's is 123345. */
  otp?: string;
  /** The OTP a renewal accepts; the developer portal's is 123456. */
  renewalOtp?: string;
  /** Milliseconds since the epoch; tests move it to pass the 24-hour duplicate window. */
  now?: () => number;
}

export type FatooraFault =
  /** 500 with the swagger's internal-error body; nothing done. */
  | 'server-error'
  /** 503; nothing done. */
  | 'service-unavailable'
  /** 429; nothing done. */
  | 'rate-limited'
  /** No answer until `releaseHangs()` (or a minute): the client's timeout. Nothing done. */
  | 'hang';

export interface StandInRequest {
  method: string;
  /** Below the prefix, e.g. `/invoices/reporting/single`. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

type CsidKind = 'compliance' | 'production';

interface IssuedCsid {
  kind: CsidKind;
  requestId: string;
  secret: string;
  csrBase64: string;
  /** Simplified document kinds (388, 381, 383) whose compliance check passed. */
  passedChecks: Set<string>;
}

interface Reply {
  status: number;
  body: unknown;
}

const TOKEN_TYPE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
const SIMPLIFIED_KINDS = ['388', '381', '383'] as const;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const HANG_LIMIT_MS = 60_000;

/** ZATCA's texts (FATOORA.md); the ones marked "stand-in" are this stand-in's own wording. */
const TEXT = {
  version: 'This Version is not supported or not provided in the header.',
  missingOtp: 'OTP is required field',
  invalidOtp: 'The provided OTP is invalid',
  missingCsr: 'CSR is required field', // stand-in
  invalidCsr: 'The provided CSR is invalid', // stand-in
  internal: 'Something went wrong and caused an Internal Server Error.',
  xsdValid: 'Complied with UBL 2.1 standards in line with ZATCA specifications',
  xsdInvalid:
    'Schema validation failed; XML does not comply with UBL 2.1 standards in line with ZATCA specifications',
  duplicate: 'Invoice was already reported successfully earlier.',
} as const;

function message(
  type: 'INFO' | 'WARNING' | 'ERROR',
  code: string | null,
  category: string | null,
  text: string,
): FatooraMessage {
  return { type, code, category, message: text, status: type === 'INFO' ? 'PASS' : type };
}

const csidErrors = (status: number, code: string, text: string): Reply => ({
  status,
  body: { errors: [{ code, message: text }] },
});

const unauthorized = (now: number): Reply => ({
  status: 401,
  body: { timestamp: now, status: 401, error: 'Unauthorized', message: '' },
});

function validationAnswer(
  status: number,
  messages: { infos: FatooraMessage[]; warnings: FatooraMessage[]; errors: FatooraMessage[] },
  reportingStatus: 'REPORTED' | 'NOT_REPORTED',
): Reply {
  const overall = messages.errors.length ? 'ERROR' : messages.warnings.length ? 'WARNING' : 'PASS';
  return {
    status,
    body: {
      validationResults: {
        infoMessages: messages.infos,
        warningMessages: messages.warnings,
        errorMessages: messages.errors,
        status: overall,
      },
      reportingStatus,
      clearanceStatus: null,
      qrSellertStatus: null,
      qrBuyertStatus: null,
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function header(request: StandInRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

export class FatooraStandIn {
  /** Every request received, in order, as the stand-in saw it. */
  readonly requests: StandInRequest[] = [];
  /** Invoice hashes reported successfully, with when: ZATCA's duplicate check keeps them 24 h. */
  readonly reported = new Map<string, { uuid: string; at: number }>();
  readonly #csids = new Map<string, IssuedCsid>();
  readonly #options: Required<Omit<FatooraStandInOptions, 'verifyDocument'>> &
    Pick<FatooraStandInOptions, 'verifyDocument'>;
  #faults: { fault: FatooraFault; path?: string }[] = [];
  #hangs = new Set<() => void>();

  constructor(options: FatooraStandInOptions) {
    this.#options = {
      otp: SANDBOX_ONBOARDING_OTP,
      renewalOtp: SANDBOX_RENEWAL_OTP,
      now: Date.now,
      ...options,
    };
  }

  /** The next `times` requests (only those whose path ends with `pathEnd`, if given) meet the fault. */
  failNext(fault: FatooraFault, options: { times?: number; pathEnd?: string } = {}): void {
    for (let i = 0; i < (options.times ?? 1); i++)
      this.#faults.push({ fault, path: options.pathEnd });
  }

  /** Lets every hanging request go (they answer 504 to a client that has usually given up). */
  releaseHangs(): void {
    for (const release of this.#hangs) release();
    this.#hangs.clear();
  }

  calls(method: string, path: string): StandInRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  async handle(request: StandInRequest): Promise<Reply> {
    this.requests.push(request);
    const faultIndex = this.#faults.findIndex((f) => !f.path || request.path.endsWith(f.path));
    const fault = faultIndex >= 0 ? this.#faults.splice(faultIndex, 1)[0] : undefined;
    if (fault) return this.#fault(fault.fault);
    if (header(request, 'accept-version') !== FATOORA_API_VERSION) {
      return { status: 406, body: TEXT.version };
    }
    const route = `${request.method} ${request.path}`;
    switch (route) {
      case 'POST /compliance':
        return this.#complianceCsid(request);
      case 'POST /compliance/invoices':
        return this.#withCsid(request, 'compliance', (csid) => this.#checkDocument(request, csid));
      case 'POST /production/csids':
        return this.#withCsid(request, 'compliance', (csid) => this.#productionCsid(request, csid));
      case 'PATCH /production/csids':
        return this.#withCsid(request, 'production', () => this.#renewal(request));
      case 'POST /invoices/reporting/single':
        return this.#withCsid(request, 'production', () => this.#checkDocument(request, null));
      default:
        return { status: 404, body: { message: 'Not Found' } };
    }
  }

  async #fault(fault: FatooraFault): Promise<Reply> {
    switch (fault) {
      case 'server-error':
        return {
          status: 500,
          body: { category: 'HTTP-Errors', code: '500', message: TEXT.internal },
        };
      case 'service-unavailable':
        return { status: 503, body: { code: '503', message: 'Service Unavailable' } };
      case 'rate-limited':
        return { status: 429, body: { code: '429', message: 'Too Many Requests' } };
      case 'hang':
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HANG_LIMIT_MS);
          this.#hangs.add(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        return { status: 504, body: { code: '504', message: 'Gateway Time-out' } };
    }
  }

  async #complianceCsid(request: StandInRequest): Promise<Reply> {
    const otp = header(request, 'otp');
    if (!otp) return csidErrors(400, 'Missing-OTP', TEXT.missingOtp);
    if (!sameSecret(otp, this.#options.otp)) return csidErrors(400, 'Invalid-OTP', TEXT.invalidOtp);
    return this.#issue(request, 'compliance', 200);
  }

  async #productionCsid(request: StandInRequest, compliance: IssuedCsid): Promise<Reply> {
    const requestId = field(request.body, 'compliance_request_id');
    if (String(requestId) !== compliance.requestId) {
      // stand-in wording: ZATCA's answer to a wrong request id was not found.
      return csidErrors(
        400,
        'Invalid-Request-ID',
        'The compliance request id does not match the CSID',
      );
    }
    const missing = SIMPLIFIED_KINDS.filter((kind) => !compliance.passedChecks.has(kind));
    if (missing.length) {
      // stand-in wording: ZATCA refuses a production CSID before the compliance checks pass.
      return csidErrors(
        400,
        'Compliance-Checks-Missing',
        `The compliance checks of these document types have not passed: ${missing.join(', ')}`,
      );
    }
    return this.#issueFromCsr(compliance.csrBase64, 'production', 200);
  }

  async #renewal(request: StandInRequest): Promise<Reply> {
    const otp = header(request, 'otp');
    if (!otp) return csidErrors(400, 'Missing-OTP', TEXT.missingOtp);
    if (!sameSecret(otp, this.#options.renewalOtp))
      return csidErrors(400, 'Invalid-OTP', TEXT.invalidOtp);
    // Renewed but not compliant yet: the new CSID goes through the compliance checks again (428).
    return this.#issue(request, 'compliance', 428);
  }

  async #issue(request: StandInRequest, kind: CsidKind, status: 200 | 428): Promise<Reply> {
    const csr = field(request.body, 'csr');
    if (typeof csr !== 'string' || !csr) return csidErrors(400, 'Missing-CSR', TEXT.missingCsr);
    const pem = BASE64.test(csr) ? Buffer.from(csr, 'base64').toString('utf8') : '';
    if (!pem.includes('-----BEGIN CERTIFICATE REQUEST-----')) {
      return csidErrors(400, 'Invalid-CSR', TEXT.invalidCsr);
    }
    return this.#issueFromCsr(csr, kind, status);
  }

  async #issueFromCsr(csrBase64: string, kind: CsidKind, status: 200 | 428): Promise<Reply> {
    let certificate: string;
    try {
      certificate = await this.#options.issueCertificate(csrBase64);
    } catch {
      return csidErrors(400, 'Invalid-CSR', TEXT.invalidCsr);
    }
    // ZATCA's token is base64 of the certificate's base64 text (FATOORA.md).
    const binarySecurityToken = Buffer.from(certificate, 'utf8').toString('base64');
    const requestId = String(randomInt(1e12, 1e13));
    const secret = randomBytes(32).toString('base64');
    this.#csids.set(binarySecurityToken, {
      kind,
      requestId,
      secret,
      csrBase64,
      passedChecks: new Set(),
    });
    return {
      status,
      body: {
        requestID: Number(requestId),
        tokenType: status === 428 ? null : TOKEN_TYPE,
        dispositionMessage: status === 428 ? 'NOT_COMPLIANT' : 'ISSUED',
        binarySecurityToken,
        secret,
        errors: null,
      },
    };
  }

  async #withCsid(
    request: StandInRequest,
    kind: CsidKind,
    work: (csid: IssuedCsid) => Promise<Reply>,
  ): Promise<Reply> {
    const authorization = header(request, 'authorization') ?? '';
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization);
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const colon = decoded.lastIndexOf(':');
    const csid = colon > 0 ? this.#csids.get(decoded.slice(0, colon)) : undefined;
    // A compliance CSID on a production call (or the reverse) is refused like a wrong password.
    if (!csid || csid.kind !== kind || !sameSecret(decoded.slice(colon + 1), csid.secret)) {
      return unauthorized(this.#options.now());
    }
    return work(csid);
  }

  /** Compliance check (with the compliance CSID) or reporting (csid null). */
  async #checkDocument(request: StandInRequest, compliance: IssuedCsid | null): Promise<Reply> {
    const uuid = field(request.body, 'uuid');
    const invoiceHash = field(request.body, 'invoiceHash');
    const invoice = field(request.body, 'invoice');
    const infos: FatooraMessage[] = [];
    const warnings: FatooraMessage[] = [];
    const errors: FatooraMessage[] = [];
    const rejected = () => validationAnswer(400, { infos, warnings, errors }, 'NOT_REPORTED');

    if (typeof invoiceHash !== 'string' || !isSha256Base64(invoiceHash)) {
      // stand-in wording under ZATCA's code: the hash must be base64 of a SHA-256 digest.
      errors.push(
        message(
          'ERROR',
          'invalid-invoice-hash',
          'INVOICE_HASHING_ERRORS',
          'The invoice hash must be the base64 of a SHA-256 digest (44 characters)',
        ),
      );
    }
    const xml =
      typeof invoice === 'string' && invoice && BASE64.test(invoice)
        ? Buffer.from(invoice, 'base64').toString('utf8')
        : null;
    let summary: ReturnType<typeof readUblSummary> | null = null;
    try {
      summary = xml ? readUblSummary(xml) : null;
    } catch {
      summary = null;
    }
    if (!summary?.isUblInvoice) {
      errors.push(message('ERROR', 'XSD_ZATCA_INVALID', 'XSD validation', TEXT.xsdInvalid));
      return rejected();
    }
    infos.push(message('INFO', 'XSD_ZATCA_VALID', 'XSD validation', TEXT.xsdValid));
    if (typeof uuid !== 'string' || uuid !== summary.uuid) {
      // stand-in wording: the body's uuid must be the document's cbc:UUID.
      errors.push(
        message(
          'ERROR',
          'invalid-uuid',
          'UUID_VALIDATION',
          'The uuid in the request body does not match cbc:UUID of the document',
        ),
      );
    }
    const kind = summary.typeCode ?? '';
    const simplified =
      /^02\d{5}$/.test(summary.typeName ?? '') &&
      (SIMPLIFIED_KINDS as readonly string[]).includes(kind);
    if (!simplified) {
      // stand-in wording: this stand-in (and the store) only report simplified documents.
      errors.push(
        message(
          'ERROR',
          'invalid-invoice-type',
          'KSA',
          'Only simplified invoices, credit notes and debit notes (InvoiceTypeCode name 02xxxxx; 388, 381, 383) are reported',
        ),
      );
    }
    if (errors.length) return rejected();

    for (const found of (await this.#options.verifyDocument?.(xml!, invoiceHash as string)) ?? []) {
      if (found.type === 'ERROR') errors.push(found);
      else if (found.type === 'WARNING') warnings.push(found);
      else infos.push(found);
    }
    if (errors.length) return rejected();

    const now = this.#options.now();
    if (!compliance) {
      const earlier = this.reported.get(invoiceHash as string);
      if (earlier && now - earlier.at < DUPLICATE_WINDOW_MS) {
        return validationAnswer(
          409,
          {
            infos: [],
            warnings: [],
            errors: [message('ERROR', 'Invoice-Errors', 'Duplicate-Invoice', TEXT.duplicate)],
          },
          'NOT_REPORTED',
        );
      }
      this.reported.set(invoiceHash as string, { uuid: uuid as string, at: now });
    } else {
      compliance.passedChecks.add(kind);
    }
    return validationAnswer(warnings.length ? 202 : 200, { infos, warnings, errors }, 'REPORTED');
  }
}

function isSha256Base64(value: string): boolean {
  return value.length === 44 && BASE64.test(value) && Buffer.from(value, 'base64').length === 32;
}

/**
 * The stand-in's HTTP face: register it under the prefix that plays the base URL, e.g.
 * `app.register(fatooraStandInRoutes(standIn), { prefix: '/zatca-stand-in/e-invoicing/developer-portal' })`,
 * and give the client `${origin}${prefix}` as its base URL.
 */
export function fatooraStandInRoutes(standIn: FatooraStandIn): FastifyPluginAsync {
  return async (app) => {
    // Answers in ZATCA's shapes, not the store's envelope, even for a body that is not JSON.
    app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      void reply.status(status).send({ code: 'Invalid-Request', message: error.message ?? '' });
    });
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await standIn.handle({
        method: request.method,
        path: (request.url.split('?')[0] ?? '').slice(app.prefix.length),
        headers: request.headers,
        body: request.body ?? null,
      });
      reply.header('cache-control', 'no-store');
      if (typeof answer.body === 'string') reply.type('text/plain; charset=utf-8');
      return reply.status(answer.status).send(answer.body);
    };
    const options = {
      config: { public: true },
      schema: { hide: true },
      bodyLimit: 2 * 1024 * 1024,
    };
    app.post('/compliance', options, handler);
    app.post('/compliance/invoices', options, handler);
    app.post('/production/csids', options, handler);
    app.patch('/production/csids', options, handler);
    app.post('/invoices/reporting/single', options, handler);
  };
}
