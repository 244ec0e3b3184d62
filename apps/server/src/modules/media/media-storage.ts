import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file's name: the generated storage key, the width, the format. Nothing else is served. */
export const MEDIA_FILE_PATTERN = /^([a-f0-9]{32})-(\d{1,5})\.(webp|avif|jpg|png)$/;

export const MEDIA_URL_PREFIX = '/media/';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** A new storage key: random, so an uploaded file's name never becomes a path. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

export function isMediaFileName(fileName: string): boolean {
  return MEDIA_FILE_PATTERN.test(fileName);
}

export function mediaContentType(fileName: string): string {
  const match = MEDIA_FILE_PATTERN.exec(fileName);
  return CONTENT_TYPES[match?.[3] ?? ''] ?? 'application/octet-stream';
}

/** A file to send: its bytes as a stream, and what the answer's headers say of it. */
export interface MediaFileToSend {
  kind: 'file';
  stream: Readable;
  size: number;
  contentType: string;
  /** A strong entity tag, quoted, the same for as long as the file exists. */
  etag: string;
}

/** What `open` finds: the file, "the copy you hold is current", or null (not ours, or gone). */
export type MediaOpenResult = MediaFileToSend | { kind: 'not-modified'; etag: string } | null;

/**
 * Where the media library's files live: a directory (the default) or an S3 bucket. Files are
 * named only by MEDIA_FILE_PATTERN, written once and never changed, so every instance of the
 * store sees the same file under the same name and nothing needs to be remembered locally.
 */
/** What every stored image is sent with, by us or by the bucket itself (MEDIA_PUBLIC_URL). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface MediaStorage {
  /** "the disk (DATA_DIR/media)" or "the bucket “shop-media”": for messages. */
  readonly description: string;
  /** Throws a MediaStorageError when the storage cannot be used (checked at start). */
  check(): Promise<void>;
  write(fileName: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when it is not there. */
  read(fileName: string): Promise<Buffer | null>;
  exists(fileName: string): Promise<boolean>;
  /** The file to send, unless the client's `If-None-Match` still matches it. */
  open(fileName: string, ifNoneMatch?: string): Promise<MediaOpenResult>;
  /** Removes files; one already gone is not an error. */
  remove(fileNames: string[]): Promise<void>;
  /** Every stored media file's name (other files beside them are ignored), sorted. */
  list(): Promise<string[]>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): void;
}

/** The storage cannot be reached or used: said in words an operator can act on. */
export class MediaStorageError extends Error {
  override name = 'MediaStorageError';
}

/** Whether an If-None-Match header names this tag (or `*`); weak comparison (RFC 9110, 13.1.2). */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** The files of the media library in a directory (DATA_DIR/media), named only by generated keys. */
export class DiskMediaStorage implements MediaStorage {
  readonly description: string;

  constructor(readonly directory: string) {
    this.description = `the disk (${directory})`;
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.directory, { recursive: true });
    } catch (error) {
      throw new MediaStorageError(
        `The media directory ${this.directory} cannot be created: ${(error as Error).message}`,
      );
    }
  }

  async write(fileName: string, data: Buffer): Promise<void> {
    if (!isMediaFileName(fileName)) throw new Error('invalid media file name');
    await mkdir(this.directory, { recursive: true });
    // Written aside, then renamed: a file under its name is always whole, even after a crash,
    // for the instances sharing the directory and for a copy that skips what is there.
    const target = path.join(this.directory, fileName);
    const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(fileName: string): Promise<Buffer | null> {
    if (!isMediaFileName(fileName)) return null;
    try {
      return await readFile(path.join(this.directory, fileName));
    } catch {
      return null;
    }
  }

  async exists(fileName: string): Promise<boolean> {
    if (!isMediaFileName(fileName)) return false;
    try {
      return (await stat(path.join(this.directory, fileName))).isFile();
    } catch {
      return false;
    }
  }

  async open(fileName: string, ifNoneMatch?: string): Promise<MediaOpenResult> {
    if (!isMediaFileName(fileName)) return null;
    const filePath = path.join(this.directory, fileName);
    try {
      const info = await stat(filePath);
      if (!info.isFile()) return null;
      // As `send` (Express, @fastify/static) tags files: size and time of writing. A file is
      // written once, so the tag holds for as long as it exists.
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      if (ifNoneMatchHits(ifNoneMatch, etag)) return { kind: 'not-modified', etag };
      return {
        kind: 'file',
        stream: createReadStream(filePath),
        size: info.size,
        contentType: mediaContentType(fileName),
        etag,
      };
    } catch {
      return null;
    }
  }

  async remove(fileNames: string[]): Promise<void> {
    await Promise.all(
      fileNames
        .filter(isMediaFileName)
        .map((name) => rm(path.join(this.directory, name), { force: true })),
    );
  }

  async list(): Promise<string[]> {
    try {
      const entries = await readdir(this.directory, { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && isMediaFileName(entry.name))
        .map((entry) => entry.name)
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  close(): void {}
}
