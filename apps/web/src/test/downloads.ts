import { onTestFinished } from 'vitest';

export interface DownloadedFile {
  fileName: string;
  /** The file's text, byte-order mark removed. */
  text: string;
}

/**
 * The files the page saves (lib/csv-download.ts: a blob URL on a link with `download`, clicked),
 * caught in the browser's terms, since jsdom has neither blob URLs nor downloads. Call it in a
 * test; it ends with the test.
 */
export function captureDownloads(): { files: () => Promise<DownloadedFile[]> } {
  const blobs = new Map<string, Blob>();
  const saved: { fileName: string; blob: Blob }[] = [];
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
    click: Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'click'),
  };
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  Object.defineProperty(HTMLAnchorElement.prototype, 'click', {
    configurable: true,
    value(this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob && this.download) saved.push({ fileName: this.download, blob });
    },
  });
  onTestFinished(() => {
    for (const [target, name, descriptor] of [
      [URL, 'createObjectURL', original.create],
      [URL, 'revokeObjectURL', original.revoke],
      [HTMLAnchorElement.prototype, 'click', original.click],
    ] as const) {
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else delete (target as unknown as Record<string, unknown>)[name];
    }
  });
  return {
    files: () =>
      Promise.all(
        saved.map(async ({ fileName, blob }) => ({
          fileName,
          text: (await blob.text()).replace(/^\uFEFF/, ''),
        })),
      ),
  };
}
