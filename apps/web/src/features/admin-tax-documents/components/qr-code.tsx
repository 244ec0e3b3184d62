import { useMemo } from 'react';
import { create } from 'qrcode';

/** Light modules around the code, as the QR standard asks, so a scanner finds its edges. */
const QUIET_ZONE = 4;

/**
 * The path of the dark modules of the QR code of `text`, one unit square each, offset by the quiet
 * zone; and the side of the whole symbol in modules. Medium error correction, as ZATCA's samples.
 */
export function qrCodePath(text: string): { d: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
  }
  return { d: parts.join(''), size: modules.size + 2 * QUIET_ZONE };
}

/**
 * A QR code drawn as SVG in the page (no image service, nothing fetched): sharp at any size and on
 * paper. Its content is exactly `value`.
 */
export function QrCode({
  value,
  label,
  className,
  testId = 'qr-code',
}: {
  value: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  const { d, size } = useMemo(() => qrCodePath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
      data-qr-size={size}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
