import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Skeleton } from './skeleton.tsx';

/** A merchant's text as paragraphs: separated by blank lines, no markup, shown as written. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * A policy page's body (returns, privacy): lines held while the text loads, the failure with a
 * retry, then `children` with the loaded data.
 */
export function PolicyBody<Data>({
  query,
  loadError,
  retry,
  children,
}: {
  query: UseQueryResult<Data>;
  loadError: string;
  retry: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-11/12" />
        <Skeleton className="h-5 w-4/5" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="text-danger">
          {loadError}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** The merchant's paragraphs, in the page's reading style. */
export function MerchantParagraphs({ text, testId }: { text: string; testId: string }) {
  return (
    <div className="space-y-5 text-base leading-loose text-ink-soft" data-testid={testId}>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
