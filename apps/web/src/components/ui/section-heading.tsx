import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';

/** Eyebrow, serif title and an optional lead, with the house's gold hairline. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'center',
  as: Tag = 'h2',
  tone = 'light',
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: 'center' | 'start';
  as?: 'h1' | 'h2';
  tone?: 'light' | 'dark';
}) {
  return (
    <div className={cx('max-w-2xl', align === 'center' ? 'mx-auto text-center' : 'text-start')}>
      {eyebrow && (
        <p
          className={cx(
            'eyebrow flex items-center gap-4',
            align === 'center' && 'justify-center',
            tone === 'dark' ? 'text-champagne' : 'text-gold-deep',
          )}
        >
          <span aria-hidden="true" className="h-px w-8 bg-current opacity-60" />
          {eyebrow}
          {align === 'center' && (
            <span aria-hidden="true" className="h-px w-8 bg-current opacity-60" />
          )}
        </p>
      )}
      <Tag
        id={id}
        className={cx(
          'mt-5',
          Tag === 'h1' ? 'text-display-xl' : 'text-display-lg',
          tone === 'dark' ? 'text-ivory' : 'text-ink',
        )}
      >
        {title}
      </Tag>
      {lead && (
        <p
          className={cx(
            'mt-5 text-base leading-relaxed sm:text-lg',
            tone === 'dark' ? 'text-ivory/75' : 'text-ink-soft',
          )}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
