import { useId, type ReactNode } from 'react';
import type { MoyasarMark } from '@store/shared/schemas/payments';
import { TABBY_MARK } from '../../../components/pay-later/tabby-mark.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cx } from '../../../lib/class-names.ts';

export type PaymentMarkName = MoyasarMark | 'paypal' | 'tabby';

/** Mastercard's two interlocking circles, the overlap in its orange. */
function MastercardCircles() {
  const clip = useId();
  return (
    <svg viewBox="0 0 26 16" className="h-4 w-[1.625rem]" aria-hidden="true">
      <clipPath id={clip}>
        <circle cx="8" cy="8" r="8" />
      </clipPath>
      <circle cx="8" cy="8" r="8" fill="#eb001b" />
      <circle cx="18" cy="8" r="8" fill="#f79e1b" />
      <circle cx="18" cy="8" r="8" fill="#ff5f00" clipPath={`url(#${clip})`} />
    </svg>
  );
}

/** mada's two bars, green over blue, beside its lower-case name. */
function MadaBars() {
  return (
    <svg viewBox="0 0 8 10" className="h-2.5 w-2" aria-hidden="true">
      <rect y="0" width="8" height="4" fill="#84b740" />
      <rect y="6" width="8" height="4" fill="#259bd6" />
    </svg>
  );
}

/** Each mark drawn here, in its brand's colours: no image or script from elsewhere. */
const DRAWINGS: Record<PaymentMarkName, { className: string; drawing: ReactNode }> = {
  mada: {
    className: 'gap-1 border border-line bg-white text-[#1d1d1b] lowercase',
    drawing: (
      <>
        <MadaBars />
        mada
      </>
    ),
  },
  visa: {
    className: 'border border-line bg-white text-[#1a1f71] italic tracking-tight',
    drawing: 'VISA',
  },
  master: { className: 'border border-line bg-white', drawing: <MastercardCircles /> },
  applepay: { className: 'bg-black text-white', drawing: 'Apple Pay' },
  stcpay: { className: 'bg-[#4f008c] text-white lowercase', drawing: 'stc pay' },
  paypal: {
    className: 'border border-line bg-white italic',
    drawing: (
      <>
        <span className="text-[#003087]">Pay</span>
        <span className="text-[#0070ba]">Pal</span>
      </>
    ),
  },
  tabby: TABBY_MARK,
};

/** One payment brand's small badge, named for screen readers in the page language. */
export function PaymentMark({ mark }: { mark: PaymentMarkName }) {
  const { t } = useTranslation('checkout');
  const { className, drawing } = DRAWINGS[mark];
  return (
    <span
      role="img"
      aria-label={t(`marks.${mark}`)}
      // Brand names are Latin: they keep their own direction inside an Arabic page.
      dir="ltr"
      className={cx(
        'inline-flex h-6 shrink-0 items-center rounded-[3px] px-1.5 font-sans text-[0.6875rem] leading-none font-bold whitespace-nowrap',
        className,
      )}
    >
      {drawing}
    </span>
  );
}

/** The marks of one payment method, in the order given; reads from the start edge either way. */
export function PaymentMarks({
  marks,
  id,
  className,
}: {
  marks: readonly PaymentMarkName[];
  id?: string;
  className?: string;
}) {
  if (marks.length === 0) return null;
  return (
    <span id={id} className={cx('flex flex-wrap items-center gap-1.5', className)}>
      {marks.map((mark) => (
        <PaymentMark key={mark} mark={mark} />
      ))}
    </span>
  );
}
