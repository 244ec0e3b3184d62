import { createHash, randomUUID, X509Certificate, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFatoora, type FakeFatoora } from './fake-fatoora-server.ts';
import { FatooraClient, type FatooraOutcome } from './fatoora-client.ts';
import type { FatooraStandInOptions } from './fatoora-stand-in.ts';
import type { FatooraCredentials, FatooraCsid, FatooraMessage } from './fatoora-wire.ts';
import { createTestCertificateAuthority, createTestCsr } from './test-certificates.ts';

const ca = createTestCertificateAuthority();
let clock = Date.parse('2026-03-01T10:00:00Z');
/** What the pluggable document check answers next (the document module's hash check, later). */
let verdict: FatooraMessage[] = [];

let fake: FakeFatoora;
beforeAll(async () => {
  const options: Partial<FatooraStandInOptions> = {
    issueCertificate: ca.issueCertificate,
    now: () => clock,
    verifyDocument: () => verdict,
  };
  fake = await startFakeFatoora(options);
});
afterAll(() => fake.stop());

function client(overrides: Partial<ConstructorParameters<typeof FatooraClient>[0]> = {}) {
  return new FatooraClient({ baseUrl: fake.baseUrl, timeoutMs: 2000, ...overrides });
}

const TYPE = { invoice: '388', credit: '381', debit: '383' } as const;

function simplifiedXml(uuid: string, typeCode: string = TYPE.invoice, name = '0200000'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
    xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
    xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ProfileID>reporting:1.0</cbc:ProfileID>
  <cbc:ID>MA-${uuid.slice(0, 8)}</cbc:ID>
  <cbc:UUID>${uuid}</cbc:UUID>
  <cbc:IssueDate>2026-03-01</cbc:IssueDate>
  <cbc:InvoiceTypeCode name="${name}">${typeCode}</cbc:InvoiceTypeCode>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyLegalEntity>
    <cbc:RegistrationName>ميزون عنبر | Maison Anbar</cbc:RegistrationName>
  </cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
</Invoice>`;
}

function document(options: { uuid?: string; typeCode?: string; name?: string } = {}) {
  const uuid = options.uuid ?? randomUUID();
  const xml = simplifiedXml(uuid, options.typeCode, options.name);
  return {
    uuid,
    invoiceHash: createHash('sha256').update(xml).digest('base64'),
    invoiceXmlBase64: Buffer.from(xml, 'utf8').toString('base64'),
  };
}

function credentials(csid: FatooraCsid): FatooraCredentials {
  return { binarySecurityToken: csid.binarySecurityToken, secret: csid.secret };
}

function expectKind<T, K extends FatooraOutcome<T>['kind']>(
  outcome: FatooraOutcome<T>,
  kind: K,
): Extract<FatooraOutcome<T>, { kind: K }> {
  expect(outcome.kind, JSON.stringify(outcome.raw)).toBe(kind);
  return outcome as Extract<FatooraOutcome<T>, { kind: K }>;
}

/** Onboards a new EGS unit: compliance CSID, the three simplified checks, production CSID. */
async function onboard(): Promise<{ compliance: FatooraCsid; production: FatooraCsid }> {
  const fatoora = client();
  const compliance = expectKind(
    await fatoora.requestComplianceCsid(createTestCsr().csrBase64, '123345'),
    'accepted',
  ).value;
  for (const typeCode of Object.values(TYPE)) {
    expectKind(
      await fatoora.checkCompliance(credentials(compliance), document({ typeCode })),
      'accepted',
    );
  }
  const production = expectKind(
    await fatoora.requestProductionCsid(credentials(compliance), compliance.requestId),
    'accepted',
  ).value;
  return { compliance, production };
}

let production: FatooraCredentials;

// No database involved: runs once, not again in the PostgreSQL pass.
describe.skipIf(process.env.TEST_DB === 'postgres')('FatooraClient against the stand-in', () => {
  describe('onboarding', () => {
    it('refuses a wrong OTP with ZATCA’s code and text, and issues a compliance CSID for the right one', async () => {
      const csr = createTestCsr();
      const refused = expectKind(
        await client().requestComplianceCsid(csr.csrBase64, '999999'),
        'rejected',
      );
      expect(refused.httpStatus).toBe(400);
      expect(refused.errors).toEqual([
        expect.objectContaining({ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }),
      ]);

      const issued = expectKind(
        await client().requestComplianceCsid(csr.csrBase64, '123345'),
        'accepted',
      );
      expect(issued.httpStatus).toBe(200);
      expect(issued.value).toMatchObject({ dispositionMessage: 'ISSUED' });
      expect(issued.value.requestId).toMatch(/^\d{13}$/);

      const sent = fake.standIn.calls('POST', '/compliance').at(-1)!;
      expect(sent.headers).toMatchObject({
        otp: '123345',
        'accept-version': 'V2',
        'accept-language': 'en',
        'content-type': 'application/json',
      });
      expect(sent.headers.authorization).toBeUndefined();
      expect(sent.body).toEqual({ csr: csr.csrBase64 });

      // The token is base64 of the certificate's base64: a certificate for the CSR's own key.
      const certificate = new X509Certificate(
        Buffer.from(
          Buffer.from(issued.value.binarySecurityToken, 'base64').toString('utf8'),
          'base64',
        ),
      );
      expect(certificate.subject).toContain('CN=TST-886431145-399999999900003');
      expect(certificate.verify(ca.publicKey)).toBe(true);
      const csrKey = createPublicKey(csr.privateKey).export({ type: 'spki', format: 'der' });
      expect(certificate.publicKey.export({ type: 'spki', format: 'der' })).toEqual(csrKey);
    });

    it('refuses a CSR that is not one', async () => {
      const notPem = Buffer.from('hello', 'utf8').toString('base64');
      const refused = expectKind(
        await client().requestComplianceCsid(notPem, '123345'),
        'rejected',
      );
      expect(refused.errors[0]).toMatchObject({ code: 'Invalid-CSR' });
    });

    it('runs the compliance checks with the compliance CSID, then issues the production CSID', async () => {
      const fatoora = client();
      const compliance = expectKind(
        await fatoora.requestComplianceCsid(createTestCsr().csrBase64, '123345'),
        'accepted',
      ).value;

      // Too early: no compliance check has passed yet.
      const early = expectKind(
        await fatoora.requestProductionCsid(credentials(compliance), compliance.requestId),
        'rejected',
      );
      expect(early.errors[0]?.code).toBe('Compliance-Checks-Missing');

      for (const typeCode of Object.values(TYPE)) {
        const checked = expectKind(
          await fatoora.checkCompliance(credentials(compliance), document({ typeCode })),
          'accepted',
        );
        expect(checked.value.reportingStatus).toBe('REPORTED');
        expect(checked.infos).toEqual([expect.objectContaining({ code: 'XSD_ZATCA_VALID' })]);
      }
      const check = fake.standIn.calls('POST', '/compliance/invoices').at(-1)!;
      expect(check.headers.authorization).toBe(
        `Basic ${Buffer.from(`${compliance.binarySecurityToken}:${compliance.secret}`).toString('base64')}`,
      );

      const wrongId = expectKind(
        await fatoora.requestProductionCsid(credentials(compliance), '1'),
        'rejected',
      );
      expect(wrongId.httpStatus).toBe(400);

      const production = expectKind(
        await fatoora.requestProductionCsid(credentials(compliance), compliance.requestId),
        'accepted',
      ).value;
      expect(fake.standIn.calls('POST', '/production/csids').at(-1)!.body).toEqual({
        compliance_request_id: compliance.requestId,
      });
      expect(production.dispositionMessage).toBe('ISSUED');
      expect(production.binarySecurityToken).not.toBe(compliance.binarySecurityToken);

      // Each CSID for its own calls: the compliance CSID cannot report.
      const wrongCsid = expectKind(
        await fatoora.reportSimplified(credentials(compliance), document()),
        'unauthorized',
      );
      expect(wrongCsid.httpStatus).toBe(401);
    });

    it('renews a production CSID with the renewal OTP: a new CSID that must pass the checks again', async () => {
      const { production: current } = await onboard();
      const fatoora = client();
      const csr = createTestCsr().csrBase64;
      const wrongOtp = expectKind(
        await fatoora.renewProductionCsid(credentials(current), csr, '123345'),
        'rejected',
      );
      expect(wrongOtp.errors[0]).toMatchObject({ code: 'Invalid-OTP' });

      const renewed = expectKind(
        await fatoora.renewProductionCsid(credentials(current), csr, '123456'),
        'notCompliant',
      );
      expect(renewed.httpStatus).toBe(428);
      expect(renewed.value.dispositionMessage).toBe('NOT_COMPLIANT');
      const sent = fake.standIn.calls('PATCH', '/production/csids').at(-1)!;
      expect(sent.headers.otp).toBe('123456');
      expect(sent.body).toEqual({ csr });

      for (const typeCode of Object.values(TYPE)) {
        expectKind(
          await fatoora.checkCompliance(credentials(renewed.value), document({ typeCode })),
          'accepted',
        );
      }
      expectKind(
        await fatoora.requestProductionCsid(credentials(renewed.value), renewed.value.requestId),
        'accepted',
      );
    });
  });

  describe('reporting', () => {
    beforeAll(async () => {
      production = credentials((await onboard()).production);
    });

    it('reports a simplified invoice: 200 REPORTED, with the documented request', async () => {
      const invoice = document();
      const reported = expectKind(await client().reportSimplified(production, invoice), 'accepted');
      expect(reported.httpStatus).toBe(200);
      expect(reported.value).toMatchObject({
        reportingStatus: 'REPORTED',
        validation: { status: 'PASS', warningMessages: [], errorMessages: [] },
      });
      const sent = fake.standIn.calls('POST', '/invoices/reporting/single').at(-1)!;
      expect(sent.headers).toMatchObject({ 'clearance-status': '0', 'accept-version': 'V2' });
      expect(sent.body).toEqual({
        invoiceHash: invoice.invoiceHash,
        uuid: invoice.uuid,
        invoice: invoice.invoiceXmlBase64,
      });
      expect(fake.standIn.reported.get(invoice.invoiceHash)?.uuid).toBe(invoice.uuid);
    });

    it('reports credit and debit notes too', async () => {
      for (const typeCode of [TYPE.credit, TYPE.debit]) {
        expectKind(await client().reportSimplified(production, document({ typeCode })), 'accepted');
      }
    });

    it('answers a second report of the same document as ZATCA does (409), then accepts it after 24 hours', async () => {
      const invoice = document();
      expectKind(await client().reportSimplified(production, invoice), 'accepted');
      const again = expectKind(
        await client().reportSimplified(production, invoice),
        'alreadyReported',
      );
      expect(again.httpStatus).toBe(409);
      expect(again.messages).toEqual([
        {
          type: 'ERROR',
          code: 'Invoice-Errors',
          category: 'Duplicate-Invoice',
          message: 'Invoice was already reported successfully earlier.',
          status: 'ERROR',
        },
      ]);
      clock += 24 * 60 * 60 * 1000 + 1;
      expectKind(await client().reportSimplified(production, invoice), 'accepted');
    });

    it('accepts with warnings (202) and keeps ZATCA’s messages as sent', async () => {
      const warning: FatooraMessage = {
        type: 'WARNING',
        code: 'BR-KSA-98',
        category: 'KSA',
        message:
          '[BR-KSA-98] - The simplified invoice should be submitted within 24 hours of issuing the invoice.',
        status: 'WARNING',
      };
      verdict = [warning];
      try {
        const warned = expectKind(
          await client().reportSimplified(production, document()),
          'acceptedWithWarnings',
        );
        expect(warned.httpStatus).toBe(202);
        expect(warned.warnings).toEqual([warning]);
        expect(warned.value.reportingStatus).toBe('REPORTED');
      } finally {
        verdict = [];
      }
    });

    it('rejects (400 NOT_REPORTED) what the document check refuses, with ZATCA’s errors, and records nothing', async () => {
      const hashError: FatooraMessage = {
        type: 'ERROR',
        code: 'invalid-invoice-hash',
        category: 'INVOICE_HASHING_ERRORS',
        message: 'The invoice hash API body does not match the (calculated) Hash of the XML',
        status: 'ERROR',
      };
      verdict = [hashError];
      const invoice = document();
      try {
        const refused = expectKind(
          await client().reportSimplified(production, invoice),
          'rejected',
        );
        expect(refused.httpStatus).toBe(400);
        expect(refused.errors).toEqual([hashError]);
        expect(refused.retryable).toBe(false);
        expect((refused.raw as { reportingStatus: string }).reportingStatus).toBe('NOT_REPORTED');
      } finally {
        verdict = [];
      }
      expect(fake.standIn.reported.has(invoice.invoiceHash)).toBe(false);
      // Not a duplicate afterwards: only accepted documents count.
      expectKind(await client().reportSimplified(production, invoice), 'accepted');
    });

    it.each([
      ['a uuid other than cbc:UUID', { ...document(), uuid: randomUUID() }, 'invalid-uuid'],
      [
        'a hash that is not SHA-256 base64',
        { ...document(), invoiceHash: 'abc' },
        'invalid-invoice-hash',
      ],
      [
        'a body that is not XML',
        { ...document(), invoiceXmlBase64: Buffer.from('<Invoice>').toString('base64') },
        'XSD_ZATCA_INVALID',
      ],
      ['a standard invoice', document({ name: '0100000' }), 'invalid-invoice-type'],
      [
        'a type code that is no invoice or note',
        document({ typeCode: '386' }),
        'invalid-invoice-type',
      ],
    ])('rejects %s', async (_what, invoice, code) => {
      const refused = expectKind(await client().reportSimplified(production, invoice), 'rejected');
      expect(refused.errors.map((e) => e.code)).toContain(code);
    });

    it('answers wrong or unknown credentials 401 with ZATCA’s body: unauthorized, not retryable', async () => {
      for (const wrong of [
        { ...production, secret: 'not-the-secret' },
        { binarySecurityToken: 'bm90LWEtdG9rZW4=', secret: production.secret },
      ]) {
        const refused = expectKind(
          await client().reportSimplified(wrong, document()),
          'unauthorized',
        );
        expect(refused.retryable).toBe(false);
        expect(refused.raw).toMatchObject({ status: 401, error: 'Unauthorized', message: '' });
        expect(refused.message).toBe('Unauthorized');
      }
    });

    it('classifies 500 and 503 as retryable, keeping ZATCA’s text', async () => {
      fake.standIn.failNext('server-error');
      const failed = expectKind(
        await client().reportSimplified(production, document()),
        'unavailable',
      );
      expect(failed).toMatchObject({ retryable: true, reason: 'server-error', httpStatus: 500 });
      expect(failed.message).toBe('Something went wrong and caused an Internal Server Error.');

      fake.standIn.failNext('service-unavailable', { pathEnd: '/reporting/single' });
      const unavailable = expectKind(
        await client().reportSimplified(production, document()),
        'unavailable',
      );
      expect(unavailable).toMatchObject({
        retryable: true,
        reason: 'server-error',
        httpStatus: 503,
      });
    });

    it('classifies 429 as rate limited and retryable', async () => {
      fake.standIn.failNext('rate-limited');
      const limited = expectKind(
        await client().reportSimplified(production, document()),
        'rateLimited',
      );
      expect(limited).toMatchObject({ retryable: true, httpStatus: 429 });
    });

    it('gives up after its timeout: retryable, and a retry of the same document is safe', async () => {
      const invoice = document();
      fake.standIn.failNext('hang');
      const started = Date.now();
      const timedOut = expectKind(
        await client({ timeoutMs: 200 }).reportSimplified(production, invoice),
        'unavailable',
      );
      expect(Date.now() - started).toBeLessThan(1500);
      expect(timedOut).toMatchObject({ retryable: true, reason: 'timeout', httpStatus: null });
      fake.standIn.releaseHangs();
      expectKind(await client().reportSimplified(production, invoice), 'accepted');
    });

    it('classifies a refused connection as unreachable and retryable', async () => {
      const closed = await startFakeFatoora();
      await closed.stop();
      const outcome = expectKind(
        await new FatooraClient({ baseUrl: closed.baseUrl, timeoutMs: 1000 }).reportSimplified(
          production,
          document(),
        ),
        'unavailable',
      );
      expect(outcome).toMatchObject({ retryable: true, reason: 'unreachable' });
    });

    it('asks for Arabic with Accept-Language: ar and passes ZATCA’s texts through unchanged', async () => {
      const arabic = client({ language: 'ar' });
      const refused = expectKind(
        await arabic.requestComplianceCsid(createTestCsr().csrBase64, '111111'),
        'rejected',
      );
      expect(fake.standIn.calls('POST', '/compliance').at(-1)!.headers['accept-language']).toBe(
        'ar',
      );
      // The stand-in answers in English: what ZATCA answers in Arabic is not documented (FATOORA.md).
      expect(refused.errors[0]?.message).toBe('The provided OTP is invalid');
      expectKind(await arabic.reportSimplified(production, document()), 'accepted');
      expect(
        fake.standIn.calls('POST', '/invoices/reporting/single').at(-1)!.headers['accept-language'],
      ).toBe('ar');
    });

    it('refuses a call without Accept-Version: V2 with ZATCA’s 406 text', async () => {
      const response = await fetch(`${fake.baseUrl}/invoices/reporting/single`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(document()),
      });
      expect(response.status).toBe(406);
      expect(await response.text()).toBe(
        'This Version is not supported or not provided in the header.',
      );
    });
  });
});
