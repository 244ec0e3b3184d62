import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';

/**
 * The admin lists' table: a caption for screen readers, a header that stays readable, rows that
 * scroll sideways on a tablet rather than squeeze. Cells align to the start; numbers to the end.
 * The wrapper is `relative` so absolutely placed bits in cells (screen-reader texts) scroll with
 * the table instead of widening the whole page on a phone.
 */
export function Table({
  caption,
  children,
  className,
  testId,
}: {
  caption: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={cx('relative overflow-x-auto border border-line bg-paper', className)}>
      <table data-testid={testId} className="w-full min-w-[640px] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export type SortDirection = 'asc' | 'desc';

/** A header cell; with `sort`, a button that sorts by this column and says how it is sorted now. */
export function Th({
  children,
  numeric = false,
  sort,
  className,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & {
  numeric?: boolean;
  sort?: { direction: SortDirection | null; onSort: () => void };
}) {
  const { t } = useTranslation('admin');
  const ariaSort = sort?.direction
    ? sort.direction === 'asc'
      ? 'ascending'
      : 'descending'
    : undefined;
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={cx(
        'border-b border-line bg-ivory/60 px-4 py-3 text-xs font-semibold tracking-wide text-ink-soft uppercase rtl:tracking-normal',
        numeric ? 'text-end' : 'text-start',
        className,
      )}
      {...props}
    >
      {sort ? (
        <button
          type="button"
          onClick={sort.onSort}
          className="inline-flex items-center gap-1.5 uppercase hover:text-ink"
        >
          {children}
          <span aria-hidden="true" className="text-[0.65rem]">
            {sort.direction === 'asc' ? '▲' : sort.direction === 'desc' ? '▼' : '↕'}
          </span>
          <span className="sr-only">
            {sort.direction
              ? t(sort.direction === 'asc' ? 'table.sortedAsc' : 'table.sortedDesc')
              : t('table.sortable')}
          </span>
        </button>
      ) : (
        children
      )}
    </th>
  );
}

export function Td({
  children,
  numeric = false,
  className,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  return (
    <td
      className={cx(
        'border-b border-line px-4 py-3 align-middle text-ink',
        numeric ? 'text-end tabular-nums' : 'text-start',
        className,
      )}
      {...props}
    >
      {children}
    </td>
  );
}
