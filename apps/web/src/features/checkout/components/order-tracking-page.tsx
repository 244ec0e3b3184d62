import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isLanguage } from '@store/shared/locales';
import {
  orderLookupProblems,
  type OrderLookupProblem,
  type OrderTracking,
} from '@store/shared/schemas/order-tracking';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { ReturnIcon } from '../../../components/ui/icons/return-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { storefrontPaths } from '../../../config/paths.ts';
import { usePaths } from '../../../hooks/use-paths.ts';
import { usePrivatePageHead } from '../../seo/use-private-page-head.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatStoreDateTime } from '../../../lib/store-time.ts';
import { usePublicOrder } from '../api/get-public-order.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { OrderDelivery } from './order-delivery.tsx';
import { OrderParcels } from './order-parcels.tsx';
import { OrderProgressSteps } from './order-progress-steps.tsx';
import { PlacedOrderDetails } from './placed-order-details.tsx';

interface Lookup {
  orderNumber: string;
  email: string;
}

const PROBLEM_KEYS = {
  orderNumber: { required: 'orderNumberRequired', invalid: 'orderNumberInvalid' },
  email: { required: 'emailRequired', invalid: 'emailInvalid' },
} as const;

/** The order number and email as the lookup takes them, or null when they cannot find an order. */
function lookupOf(form: Lookup): Lookup | null {
  if (orderLookupProblems(form).length > 0) return null;
  return { orderNumber: form.orderNumber.trim(), email: form.email.trim() };
}

/**
 * /orders/track (issue 19 point 5): the shopper finds an order by its number and email (the
 * lookup's own rules) and follows it: its steps, its delivery, each parcel with the carrier's
 * tracking page, its tax invoices, and once delivered a way to return an item. An email's link
 * fills both in (and the order's language); the email then leaves the address bar.
 */
export function OrderTrackingPage() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<Lookup>(() => ({
    orderNumber: params.get('orderNumber') ?? '',
    email: params.get('email') ?? '',
  }));
  const [lookup, setLookup] = useState<Lookup | null>(() => lookupOf(form));
  const [problems, setProblems] = useState<OrderLookupProblem[]>([]);
  const query = usePublicOrder(lookup?.orderNumber, lookup?.email);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  usePrivatePageHead(t('tracking.documentTitle'));

  // Once, for the address the page opened at: the email out of sight, and the language an older
  // email's link named (`lang`, before each language had its address) in the address.
  useEffect(() => {
    if (!params.has('email') && !params.has('lang')) return;
    const requested = params.get('lang');
    const kept = new URLSearchParams(params);
    kept.delete('email');
    kept.delete('lang');
    const path = isLanguage(requested) ? storefrontPaths(requested).orderTracking() : pathname;
    void navigate(kept.size > 0 ? `${path}?${kept.toString()}` : path, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (query.data) resultHeading.current?.focus();
  }, [query.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = orderLookupProblems(form);
    setProblems(found);
    if (found.length > 0) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${found[0]!.field}"]`)?.focus();
      return;
    }
    const next = lookupOf(form)!;
    if (lookup && next.orderNumber === lookup.orderNumber && next.email === lookup.email) {
      void query.refetch();
    } else {
      setLookup(next);
    }
    setParams({ orderNumber: next.orderNumber }, { replace: true });
  };

  const problemOf = (field: keyof Lookup) => problems.find((one) => one.field === field);
  const failure = query.isError ? failureText(query.error) : null;

  if (query.data && lookup) {
    return (
      <div className="mx-auto max-w-5xl px-5 py-14 sm:px-6 lg:py-20">
        <TrackedOrder
          order={query.data}
          email={lookup.email}
          headingRef={resultHeading}
          onAnother={() => {
            setLookup(null);
            setForm({ orderNumber: '', email: lookup.email });
            setParams({}, { replace: true });
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-5 py-16 sm:px-6 lg:py-24">
      <SectionHeading
        as="h1"
        eyebrow={t('tracking.eyebrow')}
        title={t('tracking.title')}
        lead={t('tracking.intro')}
      />
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="mt-10 grid gap-5 bg-paper p-6 sm:p-8"
        aria-busy={query.isFetching || undefined}
        data-testid="order-lookup"
      >
        <div>
          <TextField
            label={t('tracking.orderNumber')}
            name="orderNumber"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            isRequired
            invalid={Boolean(problemOf('orderNumber'))}
            value={form.orderNumber}
            onValueChange={(orderNumber) => setForm((current) => ({ ...current, orderNumber }))}
            aria-describedby="order-lookup-orderNumber-note"
          />
          <FieldNote
            id="order-lookup-orderNumber-note"
            problem={problemOf('orderNumber')}
            hint={t('tracking.orderNumberHint')}
          />
        </div>
        <div>
          <TextField
            label={t('tracking.email')}
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            isRequired
            invalid={Boolean(problemOf('email'))}
            value={form.email}
            onValueChange={(email) => setForm((current) => ({ ...current, email }))}
            aria-describedby="order-lookup-email-note"
          />
          <FieldNote id="order-lookup-email-note" problem={problemOf('email')} />
        </div>
        {failure && (
          <p
            role="alert"
            className="flex items-start gap-3 border border-danger/40 bg-danger/5 p-4 text-sm text-danger"
            data-testid="order-lookup-error"
          >
            <AlertIcon size={18} className="mt-0.5 shrink-0" />
            {t(failure)}
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={query.isFetching}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {query.isFetching ? t('tracking.searching') : t('tracking.submit')}
        </Button>
      </form>
    </div>
  );
}

/** Why the lookup failed, as a key of the page's texts: the API says no more than "not found". */
function failureText(error: unknown) {
  if (error instanceof ApiError && error.isNotFound) return 'tracking.errors.notFound' as const;
  if (error instanceof ApiError && (error.status === 0 || error.code === 'TIMEOUT')) {
    return 'tracking.errors.network' as const;
  }
  return 'tracking.errors.other' as const;
}

function FieldNote({
  id,
  problem,
  hint,
}: {
  id: string;
  problem: OrderLookupProblem | undefined;
  hint?: string;
}) {
  const { t } = useTranslation('checkout');
  if (problem) {
    return (
      <p id={id} className="mt-2 text-sm text-danger" data-testid="order-lookup-problem">
        {t(`tracking.problems.${PROBLEM_KEYS[problem.field][problem.problem]}`)}
      </p>
    );
  }
  return hint ? (
    <p id={id} className="mt-2 text-xs text-ink-muted">
      {hint}
    </p>
  ) : null;
}

/** The order found: where it is, how it comes, its parcels, and the order itself. */
function TrackedOrder({
  order,
  email,
  headingRef,
  onAnother,
}: {
  order: OrderTracking;
  email: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnother: () => void;
}) {
  const { t } = useTranslation('checkout');
  const paths = usePaths();
  const { language } = useLanguage();
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
        <div className="min-w-0">
          <p className="eyebrow text-gold-deep">{t('success.orderNumber')}</p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-3 font-sans text-2xl tracking-wide break-all tabular-nums outline-none sm:text-3xl"
            data-testid="order-number"
          >
            <Ltr>{order.orderNumber}</Ltr>
          </h1>
          <p className="mt-2 text-sm text-ink-muted">
            {t('tracking.placedOn', { date: formatStoreDateTime(order.createdAt, language) })}
          </p>
        </div>
        <button type="button" onClick={onAnother} className={buttonClass('link')}>
          {t('tracking.another')}
        </button>
      </header>

      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="order-progress-title" className="bg-paper p-6 sm:p-8">
          <h2 id="order-progress-title" className="font-display text-xl">
            {t('tracking.progress')}
          </h2>
          <OrderProgressSteps order={order} />
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          {order.status === 'delivered' && (
            <section className="border border-champagne bg-paper p-6" data-testid="order-return">
              <p className="text-sm text-ink-soft">{t('tracking.returnHint')}</p>
              <Link
                to={paths.returnRequest(order.orderNumber, email)}
                className={buttonClass('secondary', 'md', 'mt-4')}
              >
                <ReturnIcon size={16} className="rtl:-scale-x-100" />
                {t('tracking.returnItem')}
              </Link>
            </section>
          )}
          <OrderParcels order={order} />
          <OrderDelivery delivery={order.delivery} />
        </div>
      </div>

      <div className="mt-6">
        <PlacedOrderDetails order={order} />
      </div>
    </>
  );
}
