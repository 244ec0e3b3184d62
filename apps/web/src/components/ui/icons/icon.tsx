import type { SVGProps } from 'react';

/** Line icons drawn for the house style (1.25 stroke). Decorative: hidden from assistive tech. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame every line icon is drawn in; the admin's own icons use it too. */
export function Icon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
