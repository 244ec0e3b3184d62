import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) for a test file, and an SDK client of its own to look
 * into the buckets: the store talks to it through the real AWS SDK, as it would to AWS or MinIO.
 */
export interface S3TestServer {
  endpoint: string;
  /** A client of the test's own, to see what the store put in the buckets. */
  client: S3Client;
  /** A new empty bucket, and the environment that makes the store keep its media there. */
  bucket(name: string): Promise<Record<string, string>>;
  /** The media file names (keys under media/) in a bucket. */
  files(bucket: string): Promise<string[]>;
  object(
    bucket: string,
    fileName: string,
  ): Promise<{ body: Buffer; etag: string; contentType: string; cacheControl: string } | null>;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials; it checks the signature made with them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  let stopped = false;
  return {
    endpoint,
    client,
    async bucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return {
        S3_BUCKET: name,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      };
    },
    async files(bucket) {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: 'media/' }),
      );
      return (page.Contents ?? []).map((o) => o.Key!.slice('media/'.length)).sort();
    },
    async object(bucket, fileName) {
      const Key = `media/${fileName}`;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        const get = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        return {
          body: Buffer.from(await get.Body!.transformToByteArray()),
          etag: head.ETag ?? '',
          contentType: head.ContentType ?? '',
          cacheControl: head.CacheControl ?? '',
        };
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFound') return null;
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
