import type { ReactNode } from 'react';
import { Link, type RelativeRoutingType } from 'react-router';
import { cx } from '../../lib/class-names.ts';
import { ArrowIcon } from '../ui/icons/arrow-icon.tsx';

/** The link above an admin page back to its list; the arrow points back in either direction. */
export function BackLink({
  to,
  relative,
  className,
  children,
}: {
  to: string;
  relative?: RelativeRoutingType;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      relative={relative}
      className={cx(
        'inline-flex items-center gap-2 text-sm text-ink-soft hover:text-ink',
        className,
      )}
    >
      <ArrowIcon size={16} className="rotate-180 rtl:rotate-0" />
      {children}
    </Link>
  );
}
