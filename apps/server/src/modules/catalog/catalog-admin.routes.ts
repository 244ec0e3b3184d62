import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '@store/shared/constants';
import {
  adminProductListQuerySchema,
  adminProductOneSchema,
  adminProductSchema,
  bulkStockResultSchema,
  bulkStockUpdateSchema,
  categoryInputSchema,
  categoryListResponseSchema,
  categoryOneResponseSchema,
  categoryReorderSchema,
  inventoryReportQuerySchema,
  inventoryReportSchema,
  productInputSchema,
  stockUpdateSchema,
} from '@store/shared/schemas/catalog-admin';
import { envelopeSchema, listEnvelopeSchema } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { ok, okList } from '../../plugins/envelope.ts';
import { auditedTransaction, type AuditEntry } from '../monitoring/index.ts';
import {
  categorySummary,
  createCategory,
  deleteCategory,
  reorderCategories,
  toggleCategoryStatus,
  updateCategory,
} from './categories-admin.service.ts';
import {
  bulkUpdateStock,
  createProduct,
  deleteProduct,
  getAdminProduct,
  inventoryReport,
  listAdminProducts,
  productSummary,
  updateProduct,
  updateStock,
} from './products-admin.service.ts';

const idParams = z.object({ id: z.string().max(100) });
const deletedSchema = envelopeSchema(z.object({ _id: z.string() }));

/**
 * Runs a catalogue write and its audit record in one transaction, then drops the storefront's
 * cached catalogue reads, so shoppers see the change at once.
 */
async function auditedWrite<T>(
  app: FastifyInstance,
  req: FastifyRequest,
  write: (tx: Db) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  const result = await auditedTransaction(app.db, req, write);
  await app.publicCache.invalidate('catalog');
  return result;
}

/** Admin writes of the catalogue: products, stock, inventory report, categories (issue 6 points 3-4). */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/products',
    {
      schema: {
        querystring: adminProductListQuerySchema,
        response: { 200: listEnvelopeSchema(adminProductSchema) },
      },
    },
    async (req) => {
      const { items, pagination } = await listAdminProducts(app.db, req.query, LOW_STOCK_THRESHOLD);
      return okList(items, pagination);
    },
  );

  app.get(
    '/admin/products/:id',
    { schema: { params: idParams, response: { 200: envelopeSchema(adminProductOneSchema) } } },
    async (req) => ok({ product: await getAdminProduct(app.db, req.params.id) }),
  );

  app.get(
    '/products/inventory/report',
    {
      schema: {
        querystring: inventoryReportQuerySchema,
        response: { 200: envelopeSchema(inventoryReportSchema) },
      },
    },
    async (req) => ok(await inventoryReport(app.db, req.query.lowStockThreshold, new Date())),
  );

  app.post(
    '/products',
    {
      schema: {
        body: productInputSchema,
        response: { 201: envelopeSchema(adminProductOneSchema) },
      },
    },
    async (req, reply) => {
      const product = await auditedWrite(app, req, async (tx) => {
        const created = await createProduct(tx, req.body);
        return {
          result: created,
          audit: {
            action: 'created',
            entity: 'product',
            entityId: created._id,
            before: null,
            after: productSummary(created),
          },
        };
      });
      return reply.status(201).send(ok({ product }, 'Product created'));
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        params: idParams,
        body: productInputSchema,
        response: { 200: envelopeSchema(adminProductOneSchema) },
      },
    },
    async (req) => {
      const product = await auditedWrite(app, req, async (tx) => {
        const { before, after } = await updateProduct(tx, req.params.id, req.body);
        return {
          result: after,
          audit: {
            action: 'updated',
            entity: 'product',
            entityId: after._id,
            before: productSummary(before),
            after: productSummary(after),
          },
        };
      });
      return ok({ product }, 'Product updated');
    },
  );

  app.delete(
    '/products/:id',
    { schema: { params: idParams, response: { 200: deletedSchema } } },
    async (req) => {
      const deleted = await auditedWrite(app, req, async (tx) => {
        const before = await deleteProduct(tx, req.params.id);
        return {
          result: before,
          audit: {
            action: 'deleted',
            entity: 'product',
            entityId: before._id,
            before: productSummary(before),
            after: null,
          },
        };
      });
      return ok({ _id: deleted._id }, 'Product deleted');
    },
  );

  app.patch(
    '/products/bulk/stock',
    {
      schema: {
        body: bulkStockUpdateSchema,
        response: { 200: envelopeSchema(bulkStockResultSchema) },
      },
    },
    async (req) => {
      const outcome = await auditedWrite(app, req, async (tx) => {
        const { changes, ...result } = await bulkUpdateStock(tx, req.body);
        return {
          result,
          audit: {
            action: 'stock-bulk-updated',
            entity: 'product',
            before: changes.map((c) => ({ id: c.id, stock: c.from })),
            after: changes.map((c) => ({ id: c.id, stock: c.to })),
            note: `Bulk update: ${result.updated} updated, ${result.failed} failed`,
          },
        };
      });
      return ok(
        outcome,
        `Bulk update completed: ${outcome.updated} updated, ${outcome.failed} failed`,
      );
    },
  );

  app.patch(
    '/products/:id/stock',
    {
      schema: {
        params: idParams,
        body: stockUpdateSchema,
        response: { 200: envelopeSchema(adminProductOneSchema) },
      },
    },
    async (req) => {
      const product = await auditedWrite(app, req, async (tx) => {
        const { before, after } = await updateStock(tx, req.params.id, req.body);
        return {
          result: after,
          audit: {
            action: 'stock-updated',
            entity: 'product',
            entityId: after._id,
            before: { stock: before.stock, inStock: before.inStock },
            after: { stock: after.stock, inStock: after.inStock },
          },
        };
      });
      return ok({ product }, 'Stock updated successfully');
    },
  );

  app.post(
    '/categories',
    {
      schema: {
        body: categoryInputSchema,
        response: { 201: envelopeSchema(categoryOneResponseSchema) },
      },
    },
    async (req, reply) => {
      const category = await auditedWrite(app, req, async (tx) => {
        const created = await createCategory(tx, req.body);
        return {
          result: created,
          audit: {
            action: 'created',
            entity: 'category',
            entityId: created._id,
            before: null,
            after: categorySummary(created),
          },
        };
      });
      return reply.status(201).send(ok({ category }, 'Category created'));
    },
  );

  app.patch(
    '/categories/reorder',
    {
      schema: {
        body: categoryReorderSchema,
        response: { 200: envelopeSchema(categoryListResponseSchema) },
      },
    },
    async (req) => {
      const categories = await auditedWrite(app, req, async (tx) => {
        const { before, categories: list } = await reorderCategories(tx, req.body);
        return {
          result: list,
          audit: {
            action: 'reordered',
            entity: 'category',
            before,
            after: req.body.categoryOrders,
          },
        };
      });
      return ok({ categories }, 'Categories reordered');
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        params: idParams,
        body: categoryInputSchema,
        response: { 200: envelopeSchema(categoryOneResponseSchema) },
      },
    },
    async (req) => {
      const category = await auditedWrite(app, req, async (tx) => {
        const { before, after } = await updateCategory(tx, req.params.id, req.body);
        return {
          result: after,
          audit: {
            action: 'updated',
            entity: 'category',
            entityId: after._id,
            before: categorySummary(before),
            after: categorySummary(after),
          },
        };
      });
      return ok({ category }, 'Category updated');
    },
  );

  app.patch(
    '/categories/:id/toggle-status',
    {
      schema: { params: idParams, response: { 200: envelopeSchema(categoryOneResponseSchema) } },
    },
    async (req) => {
      const category = await auditedWrite(app, req, async (tx) => {
        const { before, after } = await toggleCategoryStatus(tx, req.params.id);
        return {
          result: after,
          audit: {
            action: after.isActive ? 'activated' : 'deactivated',
            entity: 'category',
            entityId: after._id,
            before: { isActive: before.isActive },
            after: { isActive: after.isActive },
          },
        };
      });
      return ok({ category }, category.isActive ? 'Category activated' : 'Category deactivated');
    },
  );

  app.delete(
    '/categories/:id',
    { schema: { params: idParams, response: { 200: deletedSchema } } },
    async (req) => {
      const deleted = await auditedWrite(app, req, async (tx) => {
        const before = await deleteCategory(tx, req.params.id);
        return {
          result: before,
          audit: {
            action: 'deleted',
            entity: 'category',
            entityId: before._id,
            before: categorySummary(before),
            after: null,
          },
        };
      });
      return ok({ _id: deleted._id }, 'Category deleted');
    },
  );
};
