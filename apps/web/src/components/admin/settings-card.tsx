import type { ReactNode } from 'react';

/** One titled section of a settings page (payments, shipping). */
export function SettingsCard({
  title,
  description,
  children,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="border border-line bg-paper" data-testid={testId}>
      <header className="border-b border-line px-4 py-4 sm:px-5">
        <h2 className="font-display text-xl text-ink">{title}</h2>
        {description && <p className="mt-1 text-sm text-ink-soft">{description}</p>}
      </header>
      <div className="flex flex-col gap-5 px-4 py-5 sm:px-5">{children}</div>
    </section>
  );
}
