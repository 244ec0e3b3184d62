import type { ReactNode } from 'react';

/** A titled panel of the order page. */
export function Card({
  title,
  id,
  children,
  testId,
}: {
  title: ReactNode;
  id: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="border border-line bg-paper">
      <h2 id={id} className="border-b border-line px-5 py-3 font-display text-xl text-ink">
        {title}
      </h2>
      <div className="p-5">{children}</div>
    </section>
  );
}
