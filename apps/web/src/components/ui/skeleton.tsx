import { cx } from '../../lib/class-names.ts';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse bg-ivory-deep', className)} />;
}
