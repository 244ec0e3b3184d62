import type { ReactNode } from 'react';

/** One titled section of the carriers page. */
export function SettingsSection({
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
      <header className="border-b border-line px-5 py-4">
        <h2 className="font-display text-xl text-ink">{title}</h2>
        {description && <p className="mt-1 text-sm text-ink-soft">{description}</p>}
      </header>
      <div className="flex flex-col gap-5 px-5 py-5">{children}</div>
    </section>
  );
}
