import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';

type BadgeTone = 'gold' | 'ink' | 'rose' | 'outline';

const tones: Record<BadgeTone, string> = {
  gold: 'bg-champagne-light text-ink',
  ink: 'bg-ink text-ivory',
  rose: 'bg-rose-light text-rose-deep',
  outline: 'border border-line text-ink-soft bg-paper/80',
};

export function Badge({
  children,
  tone = 'outline',
  className,
}: {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center px-2.5 py-1 text-[0.6875rem] font-medium tracking-[0.14em] uppercase rtl:text-xs rtl:tracking-normal',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
