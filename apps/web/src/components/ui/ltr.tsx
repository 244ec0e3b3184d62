import type { ReactNode } from 'react';

/** Keeps numbers, prices, phone numbers and order numbers from reversing inside Arabic text. */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span dir="ltr" className={className} style={{ unicodeBidi: 'isolate' }}>
      {children}
    </span>
  );
}
