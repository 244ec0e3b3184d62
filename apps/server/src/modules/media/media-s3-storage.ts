import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { describeBucket } from './media-s3-lazy.ts';
import {
  isMediaFileName,
  MEDIA_CACHE_CONTROL,
  mediaContentType,
  MediaStorageError,
  type MediaOpenResult,
  type MediaStorage,
} from './media-storage.ts';

/** Where the bucket is and how to sign for it (config.ts reads it from S3_*). */
export interface S3MediaStorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, Ceph, R2...); unset for AWS itself. */
  endpoint: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: most self-hosted stores. */
  forcePathStyle: boolean;
  /** Keys are `<prefix><file name>`, so one bucket may hold other things beside the media. */
  prefix: string;
  /** Unset: the SDK's default chain (AWS_* variables, shared files, the instance's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** Node's or the SDK's reason, short: "ECONNREFUSED", "AccessDenied (403)". */
function reasonOf(error: unknown): string {
  const status = statusOf(error);
  const name = (error as { code?: string; name?: string }).code ?? (error as Error).name;
  const message = (error as Error).message;
  if (status) return `${name} (${status})`;
  return message && message !== name ? `${name}: ${message}` : name;
}

/**
 * The media library's files as objects of an S3 bucket, through the official AWS SDK v3 client
 * (OBJECT-STORAGE.md says which parts of the S3 API are used, and why).
 */
export class S3MediaStorage implements MediaStorage {
  readonly description: string;
  private readonly client: S3.S3Client;

  /** `sdk`: the client's package, loaded by the caller when a bucket is used (media-s3-lazy.ts). */
  constructor(
    private readonly config: S3MediaStorageConfig,
    private readonly sdk: typeof S3,
  ) {
    this.description = describeBucket(config);
    this.client = new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: several S3-compatible stores refuse the CRC32
      // headers the SDK adds by default since 3.729.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer must not hold an admin's upload (or a shopper's image) for
      // minutes: the SDK retries (3 attempts in all), each bounded.
      requestHandler: {
        connectionTimeout: 5_000,
        requestTimeout: 30_000,
        throwOnRequestTimeout: true,
      },
    });
  }

  private key(fileName: string): string {
    return `${this.config.prefix}${fileName}`;
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const hint =
        status === 404
          ? 'it does not exist: create it, or correct S3_BUCKET'
          : status === 403
            ? 'access is denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or the role) and the bucket policy'
            : status === 301
              ? 'it is in another region: correct S3_REGION'
              : `it cannot be reached (${reasonOf(error)}): check S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE`;
      throw new MediaStorageError(`Media storage: ${this.description} cannot be used: ${hint}.`);
    }
  }

  async write(fileName: string, data: Buffer): Promise<void> {
    if (!isMediaFileName(fileName)) throw new Error('invalid media file name');
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(fileName),
        Body: data,
        ContentLength: data.length,
        ContentType: mediaContentType(fileName),
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async read(fileName: string): Promise<Buffer | null> {
    if (!isMediaFileName(fileName)) return null;
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(fileName) }),
      );
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(fileName: string): Promise<boolean> {
    if (!isMediaFileName(fileName)) return false;
    try {
      await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(fileName) }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /**
   * A conditional GET against the bucket: the client's If-None-Match goes to S3, which answers
   * 304 itself when the object's ETag matches, so nothing is remembered here between requests.
   */
  async open(fileName: string, ifNoneMatch?: string): Promise<MediaOpenResult> {
    if (!isMediaFileName(fileName)) return null;
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.key(fileName),
          IfNoneMatch: ifNoneMatch,
        }),
      );
      if (!(object.Body instanceof Readable) || !object.ETag) {
        throw new Error('the bucket answered without a body or an ETag');
      }
      return {
        kind: 'file',
        stream: object.Body,
        size: object.ContentLength ?? 0,
        contentType: mediaContentType(fileName),
        etag: object.ETag,
      };
    } catch (error) {
      if (statusOf(error) === 304) return { kind: 'not-modified', etag: ifNoneMatch ?? '' };
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(fileNames: string[]): Promise<void> {
    // One DELETE per file (an image has at most a handful): DeleteObjects needs a Content-MD5
    // some S3-compatible stores check differently.
    await Promise.all(
      fileNames
        .filter(isMediaFileName)
        .map((name) =>
          this.client.send(
            new this.sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }),
          ),
        ),
    );
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: this.config.prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.config.prefix.length) ?? '';
        if (isMediaFileName(name)) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort();
  }

  close(): void {
    this.client.destroy();
  }
}
