import type { PaymentMethodRule } from '@store/shared/schemas/payment-providers';
import type { PaymentMethodOffer } from '@store/shared/schemas/payments';
import type { CheckoutServices } from './checkout-services.ts';

/** The order the checkout lists the methods in. */
const OFFER_ORDER = ['moyasar', 'tabby', 'paypal', 'cod'] as const;

/** The limits the admin set, as the offer states them (absent: none). */
function limitsOf(rule: PaymentMethodRule) {
  return {
    ...(rule.minHalalas === null ? {} : { minHalalas: rule.minHalalas }),
    ...(rule.maxHalalas === null ? {} : { maxHalalas: rule.maxHalalas }),
  };
}

/**
 * GET /api/public/payment-methods: the methods switched on in the admin, each with its limits, and
 * for Moyasar the marks chosen. A hosted method without a provider is not offered.
 */
export function paymentMethodOffers(services: CheckoutServices): PaymentMethodOffer[] {
  const offers: PaymentMethodOffer[] = [];
  for (const method of OFFER_ORDER) {
    const rule = services.methodRule(method);
    if (!rule.enabled) continue;
    const limits = limitsOf(rule);
    if (method === 'moyasar') {
      const { moyasar, moyasarSettings } = services;
      offers.push({
        method,
        simulated: moyasar.simulated,
        marks: [...moyasarSettings.marks],
        ...limits,
      });
    } else if (method === 'tabby') {
      const tabby = services.hosted('tabby');
      if (tabby) offers.push({ method, simulated: tabby.simulated, ...limits });
    } else if (method === 'paypal') {
      offers.push({ method, simulated: services.provider.simulated, ...limits });
    } else {
      offers.push({ method, ...limits });
    }
  }
  return offers;
}
