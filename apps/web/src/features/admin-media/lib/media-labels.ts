const LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
};

/** "JPEG" for image/jpeg: the original's format as a merchant knows it. */
export function mimeLabel(mimeType: string): string {
  return LABELS[mimeType] ?? mimeType;
}
