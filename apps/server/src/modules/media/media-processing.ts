import type { Metadata } from 'sharp';
import type sharpFactory from 'sharp';
import { ERROR_CODES } from '@store/shared/errors';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_VARIANT_WIDTHS,
} from '@store/shared/schemas/media';
import { AppError } from '../../plugins/app-error.ts';

/** sharp's format names for what the library accepts, and the MIME type each stands for. */
const ACCEPTED: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface ProcessedVariant {
  width: number;
  height: number;
  format: 'webp';
  data: Buffer;
}

export interface ProcessedImage {
  mimeType: string;
  /** The original's size, upright (after applying its EXIF orientation). */
  width: number;
  height: number;
  bytes: number;
  variants: ProcessedVariant[];
}

/** A file name as it may be shown in a message: no path, no control characters, not too long. */
export function displayName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'file';
  return clean.length > 120 ? `${clean.slice(0, 117)}...` : clean;
}

export function tooLarge(fileName: string): AppError {
  return new AppError(
    413,
    ERROR_CODES.PAYLOAD_TOO_LARGE,
    `"${fileName}" is too large: the limit is ${MEDIA_MAX_BYTES / 1024 / 1024} MB per image.`,
  );
}

function unsupported(fileName: string): AppError {
  return new AppError(
    415,
    ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    `"${fileName}" is not a JPEG, PNG, WebP or AVIF image.`,
  );
}

type SharpFactory = typeof sharpFactory;
let loadingSharp: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded at the first upload: libvips and its threads cost the server about 10 MB of
 * memory from the moment they load, which a store serving shoppers need not carry.
 */
export function loadSharp(): Promise<SharpFactory> {
  loadingSharp ??= import('sharp').then((module) => module.default);
  return loadingSharp;
}

/** The sharp format of the content, judged from the bytes (AVIF is HEIF with AV1 compression). */
function acceptedFormat(metadata: Metadata): string | null {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : null;
  return metadata.format && metadata.format in ACCEPTED ? metadata.format : null;
}

/**
 * Checks an uploaded file by its content and re-encodes it into the library's web sizes: WebP at
 * each of MEDIA_VARIANT_WIDTHS no wider than the original, upright, with every metadata (EXIF,
 * GPS, ICC comments) stripped. Throws 415 for anything but JPEG, PNG, WebP or AVIF, 413 for too
 * many bytes or pixels.
 */
export async function processImage(data: Buffer, fileName: string): Promise<ProcessedImage> {
  if (data.length > MEDIA_MAX_BYTES) throw tooLarge(fileName);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here; the pixel count is checked below, with its own message.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported(fileName);
  }
  const format = acceptedFormat(metadata);
  if (!format || !metadata.width || !metadata.height) throw unsupported(fileName);
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) {
    throw new AppError(
      413,
      ERROR_CODES.PAYLOAD_TOO_LARGE,
      `"${fileName}" has too many pixels (${metadata.width} × ${metadata.height}): the limit is ${MEDIA_MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
  // Orientations 5 to 8 swap width and height once the image is turned upright.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;

  const widths = [...new Set(MEDIA_VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
  const variants: ProcessedVariant[] = [];
  try {
    for (const target of widths) {
      const { data: out, info } = await sharp(data, {
        limitInputPixels: MEDIA_MAX_PIXELS,
        // Only the first frame of an animated image.
        animated: false,
      })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 82, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, format: 'webp', data: out });
    }
  } catch {
    // The header looked right but the image cannot be decoded: damaged or not an image after all.
    throw new AppError(
      415,
      ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      `"${fileName}" could not be read as an image: it may be damaged.`,
    );
  }
  return { mimeType: ACCEPTED[format] as string, width, height, bytes: data.length, variants };
}
