import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * An admin chart in its card: the caption, what screen readers get instead (`summary`, or
 * `label` on the figure), and the chart at the card's width, always drawn left to right (the
 * axes turn themselves for Arabic, see chart-style.ts).
 */
export function ChartFrame({
  title,
  testId,
  label,
  summary,
  heightClass,
  hidePlot = false,
  children,
}: {
  title: ReactNode;
  testId: string;
  label?: string;
  summary?: ReactNode;
  /** `h-64`, `h-72`. */
  heightClass: string;
  /** Hides the drawing from screen readers where `summary` says it all. */
  hidePlot?: boolean;
  children: ReactElement;
}) {
  return (
    <figure
      className="border border-line bg-paper p-4 sm:p-6"
      data-testid={testId}
      aria-label={label}
    >
      <figcaption className="mb-4 font-display text-xl text-ink">{title}</figcaption>
      {summary}
      <div className={heightClass} dir="ltr" aria-hidden={hidePlot || undefined}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
