import type { GiftOptions } from '@store/shared/gifting';
import type { Language } from '@store/shared/locales';
import type {
  CodOrderRequest,
  CustomerInfoInput,
  PaymentMethod,
} from '@store/shared/schemas/orders';
import type { HostedPaymentRequest } from '@store/shared/schemas/payments';
import type { CartItem } from '../../../stores/cart-rules.ts';
import type { CheckoutForm } from './checkout-form.ts';
import { splitName } from './customer-name.ts';

/** The form as the API's customer details: the name split in two, every value trimmed. */
export function toCustomerInfo(form: CheckoutForm): CustomerInfoInput {
  const { firstName, lastName } = splitName(form.name);
  const optional = (value: string) => value.trim() || undefined;
  const postalCode = optional(form.postalCode);
  return {
    firstName,
    lastName,
    email: form.email.trim(),
    phone: form.phone.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    ...(postalCode ? { postalCode } : {}),
    country: form.country.trim(),
    notes: form.notes.trim(),
    countryCode: form.countryCode as CustomerInfoInput['countryCode'],
    cityId: form.countryCode === 'SA' ? form.cityId : null,
    district: form.district.trim(),
    buildingNumber: optional(form.buildingNumber),
    additionalNumber: optional(form.additionalNumber),
    shortAddress: optional(form.shortAddress),
  };
}

/**
 * "Order as sent to payment creation" (spec section 3), reduced to what the server reads: which
 * products and how many. Names, prices and totals would be ignored, the server uses its own.
 */
function orderItems(items: readonly CartItem[]) {
  return items.map(({ product, quantity }) => ({ productId: product.id, quantity }));
}

/** The gift options and the samples chosen (decision 036); sent only when there are some. */
export interface OrderExtras {
  gift: GiftOptions | null;
  samples: readonly string[];
}

function extrasOf(extras: OrderExtras | undefined) {
  return {
    ...(extras?.gift ? { gift: extras.gift } : {}),
    ...(extras?.samples.length ? { samples: [...extras.samples] } : {}),
  };
}

/** POST /api/orders: cash on delivery. */
export function toCodOrder(
  form: CheckoutForm,
  items: readonly CartItem[],
  language: Language,
  shippingMethodId: string | null,
  discountCode: string | null = null,
  extras?: OrderExtras,
): CodOrderRequest {
  return {
    items: orderItems(items),
    customerInfo: toCustomerInfo(form),
    paymentMethod: 'cod',
    shippingMethodId,
    ...(discountCode ? { discountCode } : {}),
    ...extrasOf(extras),
    language,
  };
}

/**
 * POST /api/paypal/orders and /api/{moyasar|tabby}/payments (the same body): the total the shopper
 * was shown (SAR) travels with the order, so the server refuses it if its own total differs.
 */
export function toOnlineOrder(
  method: Exclude<PaymentMethod, 'cod'>,
  form: CheckoutForm,
  items: readonly CartItem[],
  language: Language,
  totalSar: number,
  shippingMethodId: string | null,
  discountCode: string | null = null,
  extras?: OrderExtras,
): HostedPaymentRequest {
  return {
    amount: totalSar,
    currency: 'SAR',
    orderData: {
      items: orderItems(items),
      customerInfo: toCustomerInfo(form),
      paymentMethod: method,
      shippingMethodId,
      ...(discountCode ? { discountCode } : {}),
      ...extrasOf(extras),
      language,
    },
  };
}
