import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from './icons/chevron-icon.tsx';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page, which ends the trail. */
  to?: string;
}

/** A trail of links ending at the current page; the separators turn with the reading direction. */
export function Breadcrumb({
  label,
  items,
  className = '',
}: {
  label: string;
  items: BreadcrumbItem[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`text-xs text-ink-muted ${className}`.trim()}>
      <ol className="flex flex-wrap items-center gap-2">
        {items.map((item, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <li aria-hidden="true">
                <ChevronIcon size={12} className="rtl:rotate-180" />
              </li>
            )}
            {item.to === undefined ? (
              <li aria-current="page" className="text-ink">
                {item.label}
              </li>
            ) : (
              <li>
                <Link to={item.to} className="hover:text-ink">
                  {item.label}
                </Link>
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
