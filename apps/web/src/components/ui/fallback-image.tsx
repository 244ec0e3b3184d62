import { useState, type ImgHTMLAttributes } from 'react';
import { cx } from '../../lib/class-names.ts';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  fallbackSrc: string;
  width: number;
  height: number;
}

/**
 * An image with explicit dimensions (no layout shift) that shows a soft pulse until loaded and
 * swaps to the fallback artwork when the source is missing or fails (spec section 4, image loader).
 */
export function FallbackImage({ src, fallbackSrc, className, alt, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const current = !src || failedSrc === src ? fallbackSrc : src;
  return (
    <img
      {...props}
      alt={alt}
      src={current}
      decoding="async"
      onLoad={() => setLoadedSrc(current)}
      onError={() => {
        if (current !== fallbackSrc) setFailedSrc(current);
      }}
      className={cx(
        'transition-opacity duration-500',
        loadedSrc === current ? 'opacity-100' : 'animate-pulse bg-ivory-deep opacity-90',
        className,
      )}
    />
  );
}
