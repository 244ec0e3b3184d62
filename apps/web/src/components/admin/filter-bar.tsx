import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';

/**
 * The frame of a list's filter bar: its fields in a grid, then a line saying which calendar the
 * days are in, why the range is refused when it is, and a way back to the unfiltered list.
 * `fieldsClassName` lays the fields out (their columns differ per list).
 */
export function FilterBar({
  testId,
  fieldsClassName,
  children,
  note,
  invalidMessage,
  clear,
}: {
  testId: string;
  fieldsClassName: string;
  children: ReactNode;
  note: ReactNode;
  /** Shown, as an alert, only while the filters cannot be used. */
  invalidMessage?: ReactNode;
  /** Offered only while something is filtered. */
  clear?: { label: ReactNode; onClear: () => void; testId: string };
}) {
  return (
    <div className="flex flex-col gap-3 border border-line bg-paper p-4" data-testid={testId}>
      <div className={fieldsClassName}>{children}</div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-ink-muted">{note}</p>
        {invalidMessage && (
          <p role="alert" className="text-xs font-medium text-danger">
            {invalidMessage}
          </p>
        )}
        {clear && (
          <Button variant="ghost" size="sm" onClick={clear.onClear} data-testid={clear.testId}>
            {clear.label}
          </Button>
        )}
      </div>
    </div>
  );
}
