import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export function mediaUrl(fileName: string): string {
  return `${MEDIA_URL_PREFIX}${fileName}`;
}

/** The files of the media library, under DATA_DIR/media, named only by generated keys. */
export class MediaStore {
  constructor(readonly directory: string) {}

  async write(fileName: string, data: Buffer): Promise<void> {
    if (!MEDIA_FILE_PATTERN.test(fileName)) throw new Error('invalid media file name');
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, fileName), data, { flag: 'wx' });
  }

  /** Removes files; one already gone is not an error. */
  async remove(fileNames: string[]): Promise<void> {
    await Promise.all(
      fileNames
        .filter((name) => MEDIA_FILE_PATTERN.test(name))
        .map((name) => rm(path.join(this.directory, name), { force: true })),
    );
  }

  /** A stored file to send, or null when the name is not one of ours or the file is gone. */
  async open(fileName: string) {
    const match = MEDIA_FILE_PATTERN.exec(fileName);
    if (!match) return null;
    const filePath = path.join(this.directory, fileName);
    try {
      const info = await stat(filePath);
      if (!info.isFile()) return null;
      return {
        stream: createReadStream(filePath),
        size: info.size,
        contentType: CONTENT_TYPES[match[3] as string] ?? 'application/octet-stream',
      };
    } catch {
      return null;
    }
  }
}
