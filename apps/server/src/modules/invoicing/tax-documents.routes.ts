import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, listEnvelopeSchema } from '@store/shared/schemas/common';
import {
  taxDocumentSchema,
  taxDocumentsQuerySchema,
  taxDocumentSummarySchema,
  taxDocumentsTotalsSchema,
} from '@store/shared/schemas/tax-documents';
import { notFound } from '../../plugins/app-error.ts';
import { ok, okList } from '../../plugins/envelope.ts';
import { renderTaxDocumentPdf } from './pdf/tax-document-pdf.ts';
import { taxDocumentsCsvHeader, taxDocumentsCsvRows } from './tax-documents-csv.ts';
import {
  allTaxDocuments,
  checkDocumentLinkTag,
  findTaxDocumentRow,
  getTaxDocument,
  listTaxDocuments,
  taxDocumentsTotals,
} from './tax-documents.service.ts';

const idParams = z.object({ id: z.string().max(100) });
const filtersSchema = taxDocumentsQuerySchema;
const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The admin's tax documents: list, totals, CSV export, one document and its XML (issue 18). */
export const taxDocumentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/tax-documents',
    {
      schema: {
        querystring: filtersSchema,
        response: { 200: listEnvelopeSchema(taxDocumentSummarySchema) },
      },
    },
    async (req) => {
      const { items, pagination } = await listTaxDocuments(app.db, app.secretBox, req.query);
      return okList(items, pagination);
    },
  );

  app.get(
    '/admin/tax-documents/totals',
    {
      schema: {
        querystring: filtersSchema,
        response: { 200: envelopeSchema(taxDocumentsTotalsSchema) },
      },
    },
    async (req) => ok(await taxDocumentsTotals(app.db, req.query)),
  );

  app.get(
    '/admin/tax-documents/export',
    { schema: { querystring: filtersSchema } },
    async (req, reply) => {
      const { page: _page, limit: _limit, ...filters } = req.query;
      let body = taxDocumentsCsvHeader();
      for await (const batch of allTaxDocuments(app.db, app.secretBox, filters)) {
        body += taxDocumentsCsvRows(batch);
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tax-documents-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/admin/tax-documents/:id',
    { schema: { params: idParams, response: { 200: envelopeSchema(taxDocumentSchema) } } },
    async (req) => {
      const document = isUuid(req.params.id)
        ? await getTaxDocument(app.db, app.secretBox, req.params.id)
        : null;
      if (!document) throw notFound('Tax document not found');
      return ok(document);
    },
  );

  app.get('/admin/tax-documents/:id/xml', { schema: { params: idParams } }, async (req, reply) => {
    const row = isUuid(req.params.id) ? await findTaxDocumentRow(app.db, req.params.id) : null;
    if (!row?.xml) throw notFound('This document has no XML (it was issued in phase 1)');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${row.number}.xml"`)
      .send(row.xml);
  });
};

const pdfQuery = z.object({ t: z.string().max(100).default('') });

/**
 * A document's PDF, for whoever holds its link: the shopper (order page, email) and the admin.
 * The link carries the store's tag of the document's id, so ids alone open nothing.
 */
export const taxDocumentPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tax-documents/:id/pdf',
    { config: { public: true }, schema: { params: idParams, querystring: pdfQuery } },
    async (req, reply) => {
      const { id } = req.params;
      const allowed = isUuid(id) && checkDocumentLinkTag(app.secretBox, id, req.query.t);
      const document = allowed ? await getTaxDocument(app.db, app.secretBox, id) : null;
      if (!document) throw notFound('Tax document not found');
      const pdf = await renderTaxDocumentPdf(document);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${document.number}.pdf"`)
          // Personal data: kept by the shopper's browser only.
          .header('cache-control', 'private, max-age=3600')
          .send(pdf)
      );
    },
  );
};
