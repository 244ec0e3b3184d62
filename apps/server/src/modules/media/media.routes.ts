import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody } from '@store/shared/errors';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  idSchema,
  listEnvelopeSchema,
} from '@store/shared/schemas/common';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_FILES,
  mediaIdParamsSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaUpdateSchema,
  mediaUploadResultSchema,
  type MediaItem,
  type MediaUploadRejection,
} from '@store/shared/schemas/media';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { ok, okList } from '../../plugins/envelope.ts';
import { recordAudit } from '../monitoring/index.ts';
import type { MediaVariant } from './media.table.ts';
import { displayName, processImage, tooLarge } from './media-processing.ts';
import { newStorageKey } from './media-storage.ts';
import {
  deleteMediaRow,
  describeUsage,
  findMedia,
  insertMedia,
  listMedia,
  toMediaItem,
  updateMediaAlt,
  type MediaUsageFinder,
} from './media.service.ts';

const IMAGE_NOT_FOUND = 'Image not found';

/** The storage (the bucket, or the disk) did not take the file: nothing of the image is kept. */
function storageUnavailable(fileName: string): AppError {
  return new AppError(
    503,
    ERROR_CODES.SERVICE_UNAVAILABLE,
    `"${fileName}" was not saved: the image storage cannot be reached. Try again in a moment.`,
  );
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The media library: upload, list with usage, delete (issue 6 point 8). What uses an image is
 * other modules' data: `findUsage` is given by the app (flows/media-usage).
 */
export const mediaRoutes =
  ({ findUsage }: { findUsage: MediaUsageFinder }): FastifyPluginAsyncZod =>
  async (app) => {
    const urlOf = (fileName: string) => app.mediaStore.url(fileName);
    // Only for this module's routes: the rest of the API takes JSON.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: MEDIA_MAX_BYTES,
        files: MEDIA_MAX_FILES,
        fields: 10,
        parts: MEDIA_MAX_FILES + 10,
        fieldSize: 1024,
      },
    });

    app.get(
      '/admin/media',
      {
        schema: {
          querystring: mediaListQuerySchema,
          response: { 200: listEnvelopeSchema(mediaItemSchema) },
        },
      },
      async (req) => {
        const { items, pagination } = await listMedia(app.db, req.query, findUsage, urlOf);
        return okList(items, pagination);
      },
    );

    app.post(
      '/admin/media',
      {
        // Each upload costs disk and image processing: limited per client address.
        config: app.rateLimitOf('uploads'),
        schema: {
          response: { 201: envelopeSchema(mediaUploadResultSchema), '4xx': errorEnvelopeSchema },
        },
      },
      async (req, reply) => {
        if (!req.isMultipart()) {
          throw new AppError(
            415,
            ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
            'Send the images as multipart/form-data, in parts named "files".',
          );
        }
        const items: MediaItem[] = [];
        const rejected: MediaUploadRejection[] = [];
        const refuse = (fileName: string, error: AppError) =>
          rejected.push({
            fileName,
            status: error.statusCode,
            code: error.code,
            message: error.message,
          });

        // The multipart parser throws on a body that is not multipart at all (a broken boundary, a
        // cut-off stream): that is the client's mistake, answered 400, not a server fault.
        const parts = async function* () {
          try {
            for await (const part of req.parts()) yield part;
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
            throw new AppError(
              400,
              ERROR_CODES.VALIDATION_FAILED,
              'The upload could not be read: send the images as multipart/form-data, in parts named "files".',
            );
          }
        };
        for await (const part of parts()) {
          if (part.type !== 'file') continue;
          const fileName = displayName(part.filename);
          // A file over the limit arrives cut short (flagged truncated): refused, the others go on.
          const data = await part.toBuffer();
          if (part.file.truncated) {
            refuse(fileName, tooLarge(fileName));
            continue;
          }
          if (part.fieldname !== 'files') continue;
          try {
            const image = await processImage(data, fileName);
            const storageKey = newStorageKey();
            const variants: MediaVariant[] = image.variants.map((v) => ({
              width: v.width,
              height: v.height,
              format: v.format,
              storageKey: `${storageKey}-${v.width}.webp`,
              bytes: v.data.length,
            }));
            const written: string[] = [];
            try {
              for (const [index, variant] of variants.entries()) {
                try {
                  await app.mediaStore.storage.write(
                    variant.storageKey,
                    image.variants[index]!.data,
                  );
                } catch (error) {
                  req.log.error(
                    { err: error, storage: app.mediaStore.storage.description },
                    'media file not written',
                  );
                  throw storageUnavailable(fileName);
                }
                written.push(variant.storageKey);
              }
              const row = await app.db.transaction(async (tx) => {
                const inserted = await insertMedia(tx, {
                  storageKey,
                  originalName: fileName,
                  image,
                  variants,
                  uploadedBy: req.auth?.user.id ?? null,
                });
                await recordAudit(tx, req, {
                  action: 'uploaded',
                  entity: 'media',
                  entityId: inserted.id,
                  before: null,
                  after: {
                    originalName: fileName,
                    mimeType: image.mimeType,
                    width: image.width,
                    height: image.height,
                    bytes: image.bytes,
                    sizes: variants.map((v) => v.width),
                  },
                });
                return inserted;
              });
              items.push(toMediaItem(row, [], urlOf));
            } catch (error) {
              // No row names these files: they go (or, with the storage down, stay unnamed).
              await app.mediaStore.storage.remove(written).catch((cleanup: unknown) => {
                req.log.warn({ err: cleanup, files: written }, 'unsaved media files not removed');
              });
              throw error;
            }
          } catch (error) {
            if (error instanceof AppError) {
              refuse(fileName, error);
              continue;
            }
            throw error;
          }
        }

        if (items.length === 0) {
          const first = rejected[0];
          if (!first) {
            return reply.status(400).send({
              success: false,
              code: ERROR_CODES.VALIDATION_FAILED,
              message: 'Choose at least one image to upload (parts named "files").',
              errors: [{ field: 'files', message: 'Choose at least one image to upload.' }],
            } satisfies ApiErrorBody);
          }
          return reply.status(first.status as 413).send({
            success: false,
            code: first.code as ApiErrorBody['code'],
            message: rejected.map((r) => r.message).join(' '),
            errors: rejected.map((r) => ({ field: r.fileName, message: r.message })),
          } satisfies ApiErrorBody);
        }
        const message =
          rejected.length === 0
            ? `${plural(items.length, 'image', 'images')} uploaded.`
            : `${plural(items.length, 'image', 'images')} uploaded, ${rejected.length} refused.`;
        return reply.status(201).send(ok({ items, rejected }, message));
      },
    );

    app.patch(
      '/admin/media/:id',
      {
        schema: {
          params: mediaIdParamsSchema,
          body: mediaUpdateSchema,
          response: { 200: envelopeSchema(mediaItemSchema) },
        },
      },
      async (req) => {
        const { id } = req.params;
        if (!idSchema.safeParse(id).success) throw notFound(IMAGE_NOT_FOUND);
        const { alt } = req.body;
        const row = await app.db.transaction(async (tx) => {
          const before = await findMedia(tx, id);
          if (!before) return undefined;
          const updated = await updateMediaAlt(tx, id, alt);
          await recordAudit(tx, req, {
            action: 'updated',
            entity: 'media',
            entityId: id,
            before: { alt: { en: before.altEn, ar: before.altAr } },
            after: { alt },
          });
          return updated;
        });
        if (!row) throw notFound(IMAGE_NOT_FOUND);
        const usedBy = (await findUsage(app.db, [row])).get(row.id) ?? [];
        return ok(toMediaItem(row, usedBy, urlOf), 'Image updated.');
      },
    );

    app.delete(
      '/admin/media/:id',
      {
        schema: {
          params: mediaIdParamsSchema,
          response: { 200: envelopeSchema(z.object({ id: z.string() })) },
        },
      },
      async (req) => {
        const { id } = req.params;
        if (!idSchema.safeParse(id).success) throw notFound(IMAGE_NOT_FOUND);
        const row = await findMedia(app.db, id);
        if (!row) throw notFound(IMAGE_NOT_FOUND);
        const usedBy = (await findUsage(app.db, [row])).get(row.id) ?? [];
        if (usedBy.length > 0) {
          throw new AppError(
            409,
            ERROR_CODES.CONFLICT,
            `This image is in use and cannot be deleted: it is used by ${describeUsage(usedBy)}. Remove it there first.`,
          );
        }
        const deleted = await app.db.transaction(async (tx) => {
          const gone = await deleteMediaRow(tx, row.id);
          if (!gone) return false;
          await recordAudit(tx, req, {
            action: 'deleted',
            entity: 'media',
            entityId: row.id,
            before: {
              originalName: row.originalName,
              mimeType: row.mimeType,
              width: row.width,
              height: row.height,
              bytes: row.bytes,
            },
            after: null,
          });
          return true;
        });
        if (!deleted) throw notFound(IMAGE_NOT_FOUND);
        const files = row.variants.map((v) => v.storageKey);
        // The row is gone: the image is deleted for the store. Files the storage could not
        // remove now are only unnamed bytes, logged for the operator.
        await app.mediaStore.storage.remove(files).catch((error: unknown) => {
          req.log.error({ err: error, files }, 'deleted image’s files not removed from storage');
        });
        return ok({ id: row.id }, 'Image deleted.');
      },
    );
  };
