import type { S3MediaStorageConfig } from './media-s3-storage.ts';
import type { MediaOpenResult, MediaStorage } from './media-storage.ts';

/**
 * A bucket's storage whose AWS SDK loads with its first use (the start's check): a store that
 * keeps its media on disk never loads the SDK, its megabytes of memory or its start-up warning.
 */
/** "the bucket “shop-media” in me-south-1": for messages. */
export function describeBucket(config: S3MediaStorageConfig): string {
  return `the bucket “${config.bucket}”${config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`}`;
}

export class LazyS3MediaStorage implements MediaStorage {
  readonly description: string;
  private storage: Promise<MediaStorage> | null = null;
  private loaded: MediaStorage | null = null;

  constructor(private readonly config: S3MediaStorageConfig) {
    this.description = describeBucket(config);
  }

  private real(): Promise<MediaStorage> {
    // The package itself is imported here, not by media-s3-storage.ts: the server's bundle keeps
    // an npm package's static imports at its top, so only a dynamic one stays lazy.
    this.storage ??= Promise.all([
      import('@aws-sdk/client-s3'),
      import('./media-s3-storage.ts'),
    ]).then(([sdk, { S3MediaStorage }]) => {
      this.loaded = new S3MediaStorage(this.config, sdk);
      return this.loaded;
    });
    return this.storage;
  }

  async check(): Promise<void> {
    return (await this.real()).check();
  }

  async write(fileName: string, data: Buffer): Promise<void> {
    return (await this.real()).write(fileName, data);
  }

  async read(fileName: string): Promise<Buffer | null> {
    return (await this.real()).read(fileName);
  }

  async exists(fileName: string): Promise<boolean> {
    return (await this.real()).exists(fileName);
  }

  async open(fileName: string, ifNoneMatch?: string): Promise<MediaOpenResult> {
    return (await this.real()).open(fileName, ifNoneMatch);
  }

  async remove(fileNames: string[]): Promise<void> {
    return (await this.real()).remove(fileNames);
  }

  async list(): Promise<string[]> {
    return (await this.real()).list();
  }

  close(): void {
    this.loaded?.close();
  }
}
