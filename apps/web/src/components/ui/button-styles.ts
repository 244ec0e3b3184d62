import { cx } from '../../lib/class-names.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'gold' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors duration-300 ease-luxe disabled:cursor-not-allowed disabled:opacity-45 focus-visible:outline-2';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-ivory hover:bg-gold-deep disabled:hover:bg-ink',
  secondary:
    'border border-ink/70 text-ink hover:bg-ink hover:text-ivory disabled:hover:bg-transparent disabled:hover:text-ink',
  ghost: 'text-ink hover:bg-ink/5',
  gold: 'bg-champagne text-ink hover:bg-champagne-light',
  link: 'text-ink underline decoration-champagne decoration-1 underline-offset-[6px] hover:decoration-ink',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-xs tracking-[0.14em] uppercase rounded-card',
  md: 'h-11 px-6 text-xs tracking-[0.18em] uppercase rounded-card',
  lg: 'h-13 px-8 text-[0.8125rem] tracking-[0.2em] uppercase rounded-card',
  icon: 'size-11 rounded-full',
};

/** Classes of a button, shared by `<button>` and router links that look like buttons. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  // Arabic has no capitals and needs no tracking; the :lang rule keeps the same class list.
  return cx(
    base,
    variants[variant],
    variant === 'link' ? 'text-sm' : sizes[size],
    'rtl:tracking-normal',
    extra,
  );
}
