import path from 'node:path';
import { LazyS3MediaStorage } from './media-s3-lazy.ts';
import type { S3MediaStorageConfig } from './media-s3-storage.ts';
import {
  DiskMediaStorage,
  isMediaFileName,
  MEDIA_URL_PREFIX,
  type MediaStorage,
} from './media-storage.ts';

/** Where the media files live: DATA_DIR/media (the default), or a bucket when S3_BUCKET is set. */
export type MediaStorageConfig = { kind: 'disk' } | S3MediaStorageConfig;

export interface MediaConfig {
  storage: MediaStorageConfig;
  /**
   * MEDIA_PUBLIC_URL, no trailing slash: the address under which a file is found by its name
   * (a public bucket, a CDN). New media URLs point there; unset, they are the store's `/media/…`.
   */
  publicUrl: string | undefined;
}

/** The storage a configuration names; nothing is contacted until it is used (or checked). */
export function createMediaStorage(config: MediaStorageConfig, dataDir: string): MediaStorage {
  return config.kind === 's3'
    ? new LazyS3MediaStorage(config)
    : new DiskMediaStorage(path.join(dataDir, 'media'));
}

/** The media files' storage, and the addresses the store gives them. */
export class MediaStore {
  constructor(
    readonly storage: MediaStorage,
    readonly publicUrl: string | undefined,
  ) {}

  /** The address written into the library's answers (and so into products, pages, settings). */
  url(fileName: string): string {
    return this.publicUrl ? `${this.publicUrl}/${fileName}` : `${MEDIA_URL_PREFIX}${fileName}`;
  }

  /**
   * The stored file an address names, if it is one of ours: `/media/<file>` (whatever the
   * configuration: addresses saved before MEDIA_PUBLIC_URL was set keep working) or
   * `<MEDIA_PUBLIC_URL>/<file>`.
   */
  fileNameOf(url: string): string | null {
    let name: string | null = null;
    if (url.startsWith(MEDIA_URL_PREFIX)) name = url.slice(MEDIA_URL_PREFIX.length);
    else if (this.publicUrl && url.startsWith(`${this.publicUrl}/`)) {
      name = url.slice(this.publicUrl.length + 1);
    }
    return name !== null && isMediaFileName(name) ? name : null;
  }
}
