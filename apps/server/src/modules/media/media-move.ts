import path from 'node:path';
import { LazyS3MediaStorage } from './media-s3-lazy.ts';
import { DiskMediaStorage, type MediaStorage } from './media-storage.ts';
import type { MediaStorageConfig } from './media-store.ts';

export interface CopyOutcome {
  /** Media files found at the source. */
  total: number;
  copied: number;
  /** Already at the destination: left as they are (a file never changes under its name). */
  alreadyThere: number;
  /** Removed from the source (only with deleteSource, and only once at the destination). */
  deleted: number;
}

/** Files copied at once: enough to keep a bucket busy, few enough for a small server. */
const PARALLEL = 8;

/**
 * Copies every media file of `from` that `to` lacks; what is there already is skipped, so a
 * copy cut short is finished by running it again. The source is only emptied when asked, file by
 * file, once that file is known to be at the destination.
 */
export async function copyMediaFiles(
  from: MediaStorage,
  to: MediaStorage,
  options: { deleteSource?: boolean } = {},
): Promise<CopyOutcome> {
  const names = await from.list();
  const outcome: CopyOutcome = { total: names.length, copied: 0, alreadyThere: 0, deleted: 0 };
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++]!;
      if (await to.exists(name)) {
        outcome.alreadyThere += 1;
      } else {
        const data = await from.read(name);
        // Gone from the source since the listing (an image deleted meanwhile): nothing to copy.
        if (!data) continue;
        await to.write(name, data);
        outcome.copied += 1;
      }
      if (options.deleteSource) {
        await from.remove([name]);
        outcome.deleted += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, names.length) }, worker));
  return outcome;
}

export const MEDIA_USAGE = `Usage: npm run media -- to-bucket [--delete-source]
       npm run media -- to-disk [--delete-source]
  Copies the media files from DATA_DIR/media into the bucket of S3_BUCKET (to-bucket), or from
  the bucket into DATA_DIR/media (to-disk). Files already at the destination are left as they
  are, so the command can run again (e.g. after the last instance switched over). The source is
  kept unless --delete-source is given.`;

function files(n: number): string {
  return `${n} ${n === 1 ? 'file' : 'files'}`;
}

/** `npm run media -- to-bucket | to-disk [--delete-source]`: prints what it did; the exit code. */
export async function runMediaCommand(
  args: string[],
  options: { dataDir: string; storage: MediaStorageConfig },
  print: { out(text: string): void; error(text: string): void },
): Promise<number> {
  const [direction, ...flags] = args;
  if (
    (direction !== 'to-bucket' && direction !== 'to-disk') ||
    flags.some((flag) => flag !== '--delete-source')
  ) {
    print.error(MEDIA_USAGE);
    return 2;
  }
  if (options.storage.kind !== 's3') {
    print.error(
      'S3_BUCKET is not set: there is no bucket to copy the media to or from. Set S3_BUCKET, S3_REGION (and S3_ENDPOINT, credentials) as the store will use them, then run the command again.',
    );
    return 2;
  }
  const disk = new DiskMediaStorage(path.join(options.dataDir, 'media'));
  const bucket = new LazyS3MediaStorage(options.storage);
  try {
    await bucket.check();
    const [from, to] = direction === 'to-bucket' ? [disk, bucket] : [bucket, disk];
    const outcome = await copyMediaFiles(from, to, { deleteSource: flags.length > 0 });
    print.out(
      `${files(outcome.total)} in ${from.description}: ${outcome.copied} copied to ${to.description}, ${outcome.alreadyThere} already there.`,
    );
    if (outcome.deleted > 0)
      print.out(`${files(outcome.deleted)} removed from ${from.description}.`);
    return 0;
  } finally {
    bucket.close();
  }
}
