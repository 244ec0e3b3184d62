import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DEFAULT_COUNTRY } from '@store/shared/constants';
import { sarToHalalas } from '@store/shared/money';
import { useSiteSettings } from '../../../api/get-site-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { offerTakes } from '../../../lib/pay-later.ts';
import { useCart } from '../../../stores/use-cart.ts';
import { usePaymentMethods } from '../../../api/get-payment-methods.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { requiredFields, type CheckoutForm, type PaymentMethod } from '../lib/checkout-form.ts';
import { computeOrderTotals } from '../lib/order-totals.ts';
import { validateCheckout, type CheckoutProblem } from '../lib/validate-checkout.ts';
import { CheckoutField } from './checkout-field.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentChoice } from './payment-choice.tsx';

/**
 * /checkout (spec sections 2, 4 and 5): summary, customer form, payment choice and validation;
 * places the order by cash on delivery (then the confirmed screen) or online payment, PayPal,
 * Moyasar or Tabby (then the provider's page).
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { items, total } = useCart();
  const { settings } = useSiteSettings();
  const defaultCountry = t('defaultCountry');
  const [form, setForm] = useState<CheckoutForm>({
    name: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    postalCode: '',
    country: defaultCountry,
    notes: '',
  });
  // Only the methods whose limits take the total the summary shows.
  const totalHalalas = sarToHalalas(computeOrderTotals(total, settings.commerce).total);
  const offers = usePaymentMethods().filter((offer) => offerTakes(offer, totalHalalas));
  // The shopper's choice while it is on offer; until then, or once the total leaves its limits,
  // the first method listed.
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method =
    offers.find((offer) => offer.method === chosen)?.method ?? offers[0]?.method ?? 'cod';
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const order = usePlaceOrder();
  const alertText = problem ? t(`errors.${problem.message}`) : order.failure;
  const alertRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t(order.confirmed ? 'success.documentTitle' : 'documentTitle'));

  // An untouched country follows the language ("Saudi Arabia" / "المملكة العربية السعودية").
  useEffect(() => {
    setForm((current) =>
      current.country === DEFAULT_COUNTRY || current.country === 'المملكة العربية السعودية'
        ? { ...current, country: defaultCountry }
        : current,
    );
  }, [defaultCountry]);

  useEffect(() => {
    if (alertText) alertRef.current?.focus();
  }, [problem, alertText]);

  if (order.confirmed) {
    return (
      <OrderConfirmation
        orderNumber={order.confirmed.orderNumber}
        order={order.confirmed}
        lead={t('success.codLead')}
      />
    );
  }

  if (items.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-28 text-center">
        <h1 className="text-display-lg">{t('emptyTitle')}</h1>
        <p className="mt-4 text-ink-soft">{t('emptyText')}</p>
        <Link to={paths.products} className={buttonClass('primary', 'lg', 'mt-10')}>
          {t('shopNow')}
        </Link>
      </div>
    );
  }

  const set = (field: keyof CheckoutForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
  };
  const required = (field: keyof CheckoutForm) => requiredFields(method).includes(field);
  const invalid = (field: keyof CheckoutForm) => problem?.fields.includes(field) ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (order.busy) return;
    order.reset();
    const found = validateCheckout(form, method);
    setProblem(found);
    if (!found) order.place(form, method);
  };

  return (
    <div className="mx-auto max-w-[90rem] px-5 py-14 sm:px-6 lg:px-10 lg:py-20">
      <SectionHeading as="h1" align="start" eyebrow={t('eyebrow')} title={t('title')} />
      <div className="mt-12 grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
        <form
          noValidate
          onSubmit={submit}
          className="order-2 lg:order-1"
          aria-describedby={alertText ? 'checkout-alert' : undefined}
          aria-busy={order.busy || undefined}
        >
          <fieldset>
            <legend className="font-display text-display-md">{t('customer')}</legend>
            <div className="mt-6 grid gap-5 sm:grid-cols-2">
              <CheckoutField
                className="sm:col-span-2"
                label={t('fields.name')}
                name="name"
                autoComplete="name"
                value={form.name}
                onValueChange={set('name')}
                isRequired={required('name')}
                invalid={invalid('name')}
              />
              <CheckoutField
                label={t('fields.email')}
                name="email"
                type="email"
                autoComplete="email"
                dir="ltr"
                value={form.email}
                onValueChange={set('email')}
                isRequired={required('email')}
                invalid={invalid('email')}
              />
              <CheckoutField
                label={t('fields.phone')}
                name="phone"
                type="tel"
                autoComplete="tel"
                dir="ltr"
                value={form.phone}
                onValueChange={set('phone')}
                isRequired={required('phone')}
                invalid={invalid('phone')}
              />
            </div>
          </fieldset>
          <fieldset className="mt-12">
            <legend className="font-display text-display-md">{t('delivery')}</legend>
            <div className="mt-6 grid gap-5 sm:grid-cols-2">
              <CheckoutField
                className="sm:col-span-2"
                label={t('fields.address')}
                name="address"
                autoComplete="street-address"
                value={form.address}
                onValueChange={set('address')}
                isRequired={required('address')}
                invalid={invalid('address')}
              />
              <CheckoutField
                label={t('fields.city')}
                name="city"
                autoComplete="address-level2"
                value={form.city}
                onValueChange={set('city')}
                isRequired={required('city')}
                invalid={invalid('city')}
              />
              <CheckoutField
                label={t('fields.postalCode')}
                name="postalCode"
                autoComplete="postal-code"
                inputMode="numeric"
                dir="ltr"
                value={form.postalCode}
                onValueChange={set('postalCode')}
                isRequired={false}
                invalid={false}
              />
              <CheckoutField
                className="sm:col-span-2"
                label={t('fields.country')}
                name="country"
                autoComplete="country-name"
                value={form.country}
                onValueChange={set('country')}
                isRequired={required('country')}
                invalid={invalid('country')}
              />
              <CheckoutField
                className="sm:col-span-2"
                label={t('fields.notes')}
                name="notes"
                multiline
                value={form.notes}
                onValueChange={set('notes')}
                isRequired={false}
                invalid={false}
              />
            </div>
          </fieldset>
          <div className="mt-12">
            <PaymentChoice
              offers={offers}
              value={method}
              onChange={setChosen}
              totalHalalas={totalHalalas}
            />
          </div>

          {alertText && (
            <div
              id="checkout-alert"
              ref={alertRef}
              tabIndex={-1}
              role="alert"
              data-testid="checkout-message"
              className="mt-10 flex gap-3 border-s-2 border-danger bg-rose-light/50 p-5 text-sm text-danger"
            >
              <AlertIcon className="shrink-0" />
              <p>{alertText}</p>
            </div>
          )}

          <Button
            type="submit"
            size="lg"
            // Not `disabled`: the busy button keeps its focus and full colour; submit ignores it.
            aria-disabled={order.busy || undefined}
            className="mt-8 w-full aria-disabled:cursor-progress sm:w-auto sm:min-w-72"
          >
            {order.busy && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border border-ivory/40 border-t-ivory"
              />
            )}
            {t(order.redirecting ? 'redirecting' : order.busy ? 'placing' : 'placeOrder')}
          </Button>
        </form>
        <div className="order-1 lg:order-2">
          <OrderSummary items={items} subtotal={total} commerce={settings.commerce} />
        </div>
      </div>
    </div>
  );
}
