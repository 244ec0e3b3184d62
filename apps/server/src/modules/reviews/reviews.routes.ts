import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@store/shared/locales';
import { envelopeSchema, listEnvelopeSchema } from '@store/shared/schemas/common';
import {
  adminReviewListQuerySchema,
  adminReviewSchema,
  productReviewsParamsSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  reviewIdParamsSchema,
  reviewInvitationSchema,
  reviewReplyInputSchema,
  reviewSubmissionSchema,
  reviewSubmittedSchema,
  reviewTokenParamsSchema,
} from '@store/shared/schemas/reviews';
import type { Clock } from '../auth/index.ts';
import {
  findCatalogAddress,
  setProductReviewTotals,
  SALES_INVALIDATION,
} from '../catalog/index.ts';
import { auditedTransaction } from '../monitoring/index.ts';
import { notFound } from '../../plugins/app-error.ts';
import { ok, okList } from '../../plugins/envelope.ts';
import { preferredLanguage } from '../../plugins/visitor-language.ts';
import { findReviewInvitation, submitReviews } from './review-requests.service.ts';
import {
  findAdminReview,
  listAdminReviews,
  listProductReviews,
  type ModeratedReview,
  replyToReview,
  setReviewStatus,
} from './reviews.service.ts';

/** The page's language: the one it sent, else the browser's, else the store's default. */
function languageOf(req: FastifyRequest, sent?: unknown): Language {
  if (isLanguage(sent)) return sent;
  return preferredLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/**
 * Verified reviews (issue 21 point 5): the buyer's review page behind its one-time link, the
 * product page's approved reviews, and the admin's moderation queue.
 */
export const reviewsRoutes =
  ({ clock }: { clock: Clock }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/review-requests/:token',
      {
        config: { public: true },
        schema: {
          params: reviewTokenParamsSchema,
          response: { 200: envelopeSchema(reviewInvitationSchema) },
        },
      },
      async (req, reply) => {
        const invitation = await findReviewInvitation(app.db, req.params.token, {
          language: languageOf(req),
          now: clock(),
        });
        // A buyer's name and order behind a secret in the URL: nobody keeps a copy.
        reply.header('cache-control', 'no-store');
        return ok(invitation);
      },
    );

    app.post(
      '/review-requests/:token',
      {
        config: { public: true, ...app.rateLimitOf('orders') },
        schema: {
          params: reviewTokenParamsSchema,
          body: reviewSubmissionSchema,
          response: { 201: envelopeSchema(reviewSubmittedSchema) },
        },
      },
      async (req, reply) => {
        const saved = await submitReviews(app.db, req.params.token, req.body, {
          language: languageOf(req, req.body.language),
          now: clock(),
        });
        return reply.status(201).send(ok(saved, 'Thank you for your review'));
      },
    );

    app.get(
      '/products/:id/reviews',
      {
        config: { public: true, cacheTags: ['catalog'] },
        schema: {
          params: productReviewsParamsSchema,
          querystring: productReviewsQuerySchema,
          response: { 200: envelopeSchema(productReviewsSchema) },
        },
      },
      async (req) => {
        // By any of the product's addresses, as GET /products/{id}: the product page asks with
        // the segment of its own address (its first screen, decision 010).
        const address = await findCatalogAddress(app.db, 'product', req.params.id);
        if (!address) throw notFound('Product not found');
        return ok(await listProductReviews(app.db, address.id, req.query));
      },
    );

    app.get(
      '/admin/reviews',
      {
        schema: {
          querystring: adminReviewListQuerySchema,
          response: { 200: listEnvelopeSchema(adminReviewSchema) },
        },
      },
      async (req) => {
        const { items, pagination } = await listAdminReviews(app.db, req.query);
        return okList(items, pagination);
      },
    );

    /** A moderation and its audit record in one transaction; the product's figures follow. */
    const moderate = async (
      req: FastifyRequest,
      id: string,
      action: string,
      change: (
        tx: typeof app.db,
        by: { adminId: string | null; at: Date },
      ) => Promise<ModeratedReview>,
    ) => {
      await auditedTransaction(app.db, req, async (tx) => {
        const moderated = await change(tx, { adminId: req.auth?.user?.id ?? null, at: clock() });
        await setProductReviewTotals(tx, moderated.totals);
        return {
          result: moderated,
          audit: {
            action,
            entity: 'review',
            entityId: id,
            before: moderated.before,
            after: moderated.after,
          },
        };
      });
      // The product's page, its figures and the listings' cards change.
      await app.publicCache.invalidate(...SALES_INVALIDATION);
      return findAdminReview(app.db, id);
    };

    const step = {
      params: reviewIdParamsSchema,
      response: { 200: envelopeSchema(adminReviewSchema) },
    };

    app.post('/admin/reviews/:id/approve', { schema: step }, async (req) =>
      ok(
        await moderate(req, req.params.id, 'approved', (tx, by) =>
          setReviewStatus(tx, req.params.id, 'approved', by),
        ),
        'Review approved',
      ),
    );

    app.post('/admin/reviews/:id/hide', { schema: step }, async (req) =>
      ok(
        await moderate(req, req.params.id, 'hidden', (tx, by) =>
          setReviewStatus(tx, req.params.id, 'hidden', by),
        ),
        'Review hidden',
      ),
    );

    app.put(
      '/admin/reviews/:id/reply',
      { schema: { ...step, body: reviewReplyInputSchema } },
      async (req) =>
        ok(
          await moderate(req, req.params.id, 'replied', (tx, by) =>
            replyToReview(tx, req.params.id, req.body.reply, by),
          ),
          req.body.reply ? 'Reply saved' : 'Reply removed',
        ),
    );
  };
