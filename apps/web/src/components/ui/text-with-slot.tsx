import { Fragment, type ReactNode } from 'react';

const SLOT = '\u0000';

/**
 * Renders a translated sentence with one element (a price, a number) placed where its
 * placeholder was, so the element keeps its own `dir="ltr"` span inside Arabic text.
 * `translate` receives the placeholder value to interpolate.
 */
export function TextWithSlot({
  translate,
  slot,
}: {
  translate: (placeholder: string) => string;
  slot: ReactNode;
}) {
  const parts = translate(SLOT).split(SLOT);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && slot}
          {part}
        </Fragment>
      ))}
    </>
  );
}
