import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { sarToHalalas } from '@store/shared/money';
import { computeOrderTotals } from '@store/shared/order-totals';
import { findCountry } from '@store/shared/saudi/address';
import { findCity } from '@store/shared/saudi/places';
import { useSiteSettings } from '../../../api/get-site-settings.ts';
import { useShippingOptions } from '../../../api/get-shipping-options.ts';
import { useShippingQuote } from '../../../api/get-shipping-quote.ts';
import { useDiscountCheck } from '../../../api/check-discount-code.ts';
import { DiscountCodeField } from '../../../components/discount/discount-code-field.tsx';
import { useDiscountCode } from '../../../stores/discount-code.ts';
import { isWellFormedEmail, isWellFormedPhone } from '@store/shared/schemas/orders';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { usePrivatePageHead } from '../../seo/use-private-page-head.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { offerTakes } from '../../../lib/pay-later.ts';
import { deliveryPlaceStore, type DeliveryPlace } from '../../../stores/delivery-place.ts';
import { useCart } from '../../../stores/use-cart.ts';
import { usePaymentMethodList } from '../../../api/get-payment-methods.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import {
  EMPTY_CHECKOUT_FORM,
  requiredFields,
  type CheckoutForm,
  type CheckoutTextField,
  type PaymentMethod,
} from '../lib/checkout-form.ts';
import { validateCheckout, type CheckoutProblem } from '../lib/validate-checkout.ts';
import { prefilledForm } from '../lib/prefill.ts';
import { useCheckoutDetails } from '../api/get-checkout-details.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import { CartReminderOptIn } from './cart-reminder-opt-in.tsx';
import { useCartReminder } from '../hooks/use-cart-reminder.ts';
import { DeliveryOptions } from './delivery-options.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';
import { cartShopItems } from '../../../lib/shop-event-items.ts';
import { emitShopEvent } from '../../../lib/shop-events.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_MESSAGE_MAX_LINES,
  giftMessageProblem,
} from '@store/shared/gifting';
import { useSamples } from '../api/get-samples.ts';
import { useOffers } from '../../../api/get-offers.ts';
import { GiftOptionsFields, type GiftChoice } from './gift-options.tsx';
import { SampleChoice } from './sample-choice.tsx';

/** The form in the place the shopper last chose (the cart's estimate), or empty. */
function formIn(place: DeliveryPlace, language: 'en' | 'ar'): CheckoutForm {
  const city = findCity(place.cityId);
  return {
    ...EMPTY_CHECKOUT_FORM,
    countryCode: place.countryCode,
    country: findCountry(place.countryCode)?.[language] ?? '',
    cityId: city?.id ?? null,
    city: city?.[language] ?? '',
  };
}

/**
 * /checkout (spec sections 2, 4 and 5, and issue 19): summary, customer form, delivery address
 * and method priced by the server for the chosen city, payment choice and validation; places the
 * order by cash on delivery (then the confirmed screen) or online payment, PayPal, Moyasar or
 * Tabby (then the provider's page).
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const paths = usePaths();
  const { language } = useLanguage();
  const { items } = useCart();
  const { settings } = useSiteSettings();
  const shippingOptions = useShippingOptions();
  // Empty as the server renders it; the remembered place is put in once the page runs here.
  const [form, setForm] = useState<CheckoutForm>(() =>
    formIn({ countryCode: 'SA', cityId: null }, language),
  );
  const place = { countryCode: form.countryCode, cityId: form.cityId };
  const placeKnown = form.countryCode !== 'SA' || form.cityId !== null;
  const quote = useShippingQuote(place, items);
  const offers = placeKnown && !quote.data?.problem ? (quote.data?.offers ?? []) : [];
  const [chosenDelivery, setChosenDelivery] = useState<string | null>(null);
  const delivery = offers.find((offer) => offer.methodId === chosenDelivery) ?? offers[0] ?? null;
  const codAvailable = !quote.data || quote.data.cod.available;

  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const lines = items.map(({ product, quantity }) => ({
    productId: product.id,
    unitPriceHalalas: sarToHalalas(product.price),
    quantity,
  }));
  // The code entered in the cart or here, judged by the server for this cart and, once the
  // email or phone are complete, this customer (per-customer and first-order limits).
  const code = useDiscountCode();
  const discountCheck = useDiscountCheck(code, items, {
    email: isWellFormedEmail(form.email) ? form.email : '',
    phone: isWellFormedPhone(form.phone, form.countryCode) ? form.phone : '',
    countryCode: form.countryCode,
  });
  const discount = code && !discountCheck.isError ? (discountCheck.data ?? null) : null;
  // "Remind me of my cart" (issue 22 point 5): off until ticked; the server keeps the cart only then.
  const [remindMe, setRemindMe] = useState(false);
  useCartReminder({
    optedIn: remindMe,
    email: isWellFormedEmail(form.email) ? form.email.trim() : '',
    phone: form.countryCode === 'SA' && isWellFormedPhone(form.phone, 'SA') ? form.phone : '',
    items,
    language,
    wording: t('reminder.label'),
  });
  // Gifting and samples (decision 036): the wrapping fee joins the totals once ticked.
  const [gift, setGift] = useState<GiftChoice>(null);
  // The automatic offers running now (decision 037), passed to the same function as the server's.
  // Until they are known the preview may lack them, and an online total would be refused: the
  // order waits for them (decision 037).
  const { offers: automaticOffers, ready: offersKnown } = useOffers();
  // A free-sample offer the goods make true raises the allowance, as the server judges it.
  const maxSamples =
    settings.commerce.maxSamples +
    computeOrderTotals(
      lines,
      { shippingHalalas: 0, codFeeHalalas: 0 },
      settings.commerce,
      null,
      automaticOffers,
    ).extraSamples;
  const samplesOffered = useSamples(maxSamples > 0).data ?? [];
  const [chosenSamples, setChosenSamples] = useState<string[]>([]);
  // A sample gone from the offer (its vials ran out) is no longer sent.
  const samples = chosenSamples
    .filter((id) => samplesOffered.some((offer) => offer.productId === id))
    .slice(0, maxSamples);
  const giftWrapHalalas = gift?.wrap ? sarToHalalas(settings.commerce.giftWrapFee) : 0;
  const totalsFor = (method: PaymentMethod) =>
    computeOrderTotals(
      lines,
      {
        shippingHalalas: delivery?.priceHalalas ?? 0,
        codFeeHalalas: method === 'cod' && quote.data ? quote.data.cod.feeHalalas : 0,
        giftWrapHalalas,
      },
      settings.commerce,
      discount,
      automaticOffers,
    );
  // Only the methods whose limits take the total the summary would show with them.
  const paymentMethods = usePaymentMethodList();
  const paymentOffers = paymentMethods.methods.filter(
    (offer) =>
      (offer.method !== 'cod' || codAvailable) &&
      offerTakes(offer, totalsFor(offer.method).totalHalalas),
  );
  // The shopper's choice while it is on offer; until then, or once the total leaves its limits,
  // the first method listed.
  const method =
    paymentOffers.find((offer) => offer.method === chosen)?.method ??
    paymentOffers[0]?.method ??
    'cod';
  const totals = totalsFor(method);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const order = usePlaceOrder();
  const alertText = problem ? t(`errors.${problem.message}`, problem.values) : order.failure;
  const alertRef = useRef<HTMLDivElement>(null);
  usePrivatePageHead(t(order.confirmed ? 'success.documentTitle' : 'documentTitle'));

  useEffect(() => {
    const remembered = deliveryPlaceStore.getState();
    const { countryCode, country, cityId, city } = formIn(remembered, language);
    setForm((current) =>
      current.cityId === null && current.city === '' && remembered.cityId !== null
        ? { ...current, countryCode, country, cityId, city }
        : current,
    );
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A signed-in shopper's name, phone and default address go into what is still empty, once.
  const details = useCheckoutDetails();
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !details.data) return;
    prefilled.current = true;
    setForm((current) => prefilledForm(current, details.data, language));
  }, [details.data, language]);

  // Names follow the language: the country and the chosen city read in the page's script.
  useEffect(() => {
    setForm((current) => ({
      ...current,
      country: findCountry(current.countryCode)?.[language] ?? current.country,
      city: findCity(current.cityId)?.[language] ?? current.city,
    }));
  }, [language]);

  // The cart's estimate and the next visit start from the place chosen here.
  useEffect(() => {
    if (form.countryCode !== 'SA' || form.cityId) {
      deliveryPlaceStore.choose({ countryCode: form.countryCode, cityId: form.cityId });
    }
  }, [form.countryCode, form.cityId]);

  useEffect(() => {
    if (alertText) alertRef.current?.focus();
  }, [problem, alertText]);

  // Checkout begins once per visit, with the cart as it is then (marketing tags, with consent).
  const checkoutBegun = useRef(false);
  useEffect(() => {
    if (checkoutBegun.current || items.length === 0 || order.confirmed) return;
    checkoutBegun.current = true;
    emitShopEvent({ type: 'begin_checkout', items: cartShopItems(items) });
  }, [items, order.confirmed]);

  if (order.confirmed) {
    return (
      <OrderConfirmation
        orderNumber={order.confirmed.orderNumber}
        order={order.confirmed}
        email={form.email.trim()}
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

  const update = (change: Partial<CheckoutForm>) =>
    setForm((current) => ({ ...current, ...change }));
  const set = (field: CheckoutTextField) => (value: string) => update({ [field]: value });
  const required = (field: CheckoutTextField) => requiredFields(method).includes(field);
  const invalid = (field: CheckoutTextField) => problem?.fields.includes(field) ?? false;
  const pickup = delivery?.kind === 'pickup';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (order.busy || !offersKnown) return;
    order.reset();
    const found =
      validateCheckout(form, method, { pickup, chosen: delivery !== null }) ??
      giftProblemOf(gift?.message ?? '');
    setProblem(found);
    if (!found && delivery) {
      order.place(form, method, {
        shippingMethodId: delivery.methodId,
        totalHalalas: totals.totalHalalas,
        discountCode: discount?.code ?? null,
        extras: { gift, samples },
      });
    }
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
          <fieldset className="min-w-0">
            <legend className="font-display text-display-md">{t('customer')}</legend>
            {details.data?.signedIn ? (
              <p className="mt-3 text-sm text-ink-soft" data-testid="checkout-signed-in">
                {t('account.filled')}
              </p>
            ) : (
              details.data && (
                <p className="mt-3 text-sm text-ink-soft" data-testid="checkout-sign-in">
                  {t('account.guest')}{' '}
                  <Link
                    to={paths.accountSignIn(paths.checkout)}
                    className="text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
                  >
                    {t('account.signIn')}
                  </Link>
                </p>
              )
            )}
            <div className="mt-6 grid gap-5 sm:grid-cols-2">
              <TextField
                className="sm:col-span-2"
                label={t('fields.name')}
                name="name"
                autoComplete="name"
                value={form.name}
                onValueChange={set('name')}
                isRequired={required('name')}
                invalid={invalid('name')}
              />
              <TextField
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
              <TextField
                label={t('fields.phone')}
                name="phone"
                type="tel"
                autoComplete="tel"
                dir="ltr"
                placeholder={form.countryCode === 'SA' ? '05X XXX XXXX' : undefined}
                value={form.phone}
                onValueChange={set('phone')}
                isRequired={required('phone')}
                invalid={invalid('phone')}
              />
              <CartReminderOptIn checked={remindMe} onChange={setRemindMe} />
            </div>
          </fieldset>
          <fieldset className="mt-12 min-w-0">
            <legend className="font-display text-display-md">{t('delivery')}</legend>
            <DeliveryFields
              form={form}
              countries={shippingOptions.countries}
              update={update}
              required={required}
              invalid={invalid}
              pickup={pickup}
            />
            <TextField
              className="mt-5"
              label={t('fields.notes')}
              name="notes"
              multiline
              value={form.notes}
              onValueChange={set('notes')}
              isRequired={false}
              invalid={false}
            />
          </fieldset>
          <div className="mt-12">
            <GiftOptionsFields
              value={gift}
              onChange={setGift}
              wrapFeeSar={settings.commerce.giftWrapFee}
            />
          </div>
          <div className="mt-12 empty:hidden">
            <SampleChoice
              offers={samplesOffered}
              max={maxSamples}
              value={samples}
              onChange={setChosenSamples}
            />
          </div>
          <div className="mt-12">
            <DeliveryOptions
              quote={quote.data}
              loading={quote.isFetching}
              failed={quote.isError}
              placeKnown={placeKnown}
              value={delivery?.methodId ?? null}
              onChange={setChosenDelivery}
              cityName={form.city}
            />
          </div>
          <div className="mt-12">
            <PaymentChoice
              offers={paymentOffers}
              loading={paymentMethods.loading}
              value={method}
              onChange={setChosen}
              totalHalalas={totals.totalHalalas}
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
            aria-disabled={order.busy || !offersKnown || undefined}
            className="mt-8 w-full aria-disabled:cursor-progress sm:w-auto sm:min-w-72"
            data-testid="place-order"
          >
            {(order.busy || !offersKnown) && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border border-ivory/40 border-t-ivory"
              />
            )}
            {t(
              order.redirecting
                ? 'redirecting'
                : order.busy
                  ? 'placing'
                  : offersKnown
                    ? 'placeOrder'
                    : 'offersLoading',
            )}
          </Button>
        </form>
        <div className="order-1 lg:order-2">
          <OrderSummary
            items={items}
            totals={totals}
            shippingKnown={delivery !== null}
            commerce={settings.commerce}
            discountCode={discount?.code ?? null}
            samples={samplesOffered.filter((offer) => samples.includes(offer.productId))}
            discountField={
              <DiscountCodeField
                code={code}
                check={discountCheck}
                savingHalalas={totals.discountHalalas + totals.shippingDiscountHalalas}
                setAside={totals.codeSetAside}
              />
            }
          />
        </div>
      </div>
    </div>
  );
}

/** The gift message's problem as the checkout's alert, worded with the shared limits. */
function giftProblemOf(message: string): CheckoutProblem | null {
  const problem = giftMessageProblem(message);
  if (!problem) return null;
  const max = problem === 'messageTooLong' ? GIFT_MESSAGE_MAX_LENGTH : GIFT_MESSAGE_MAX_LINES;
  return { message: problem, fields: [], values: { max } };
}
