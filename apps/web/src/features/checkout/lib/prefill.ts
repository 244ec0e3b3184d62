import type { CheckoutDetails } from '@store/shared/schemas/accounts';
import { findCountry } from '@store/shared/saudi/address';
import { findCity } from '@store/shared/saudi/places';
import type { CheckoutForm } from './checkout-form.ts';

/** A Saudi mobile as Saudis write it (05…); other numbers as stored. */
function localMobile(e164: string): string {
  return e164.startsWith('+9665') ? `0${e164.slice(4)}` : e164;
}

/**
 * The form with the signed-in shopper's details put into what is still empty (issue 22 point 4):
 * the name, the verified phone and email, and the default address unless the shopper has begun
 * typing one. Nothing the shopper typed is replaced; a guest's form is left as it is.
 */
export function prefilledForm(
  form: CheckoutForm,
  details: CheckoutDetails,
  language: 'en' | 'ar',
): CheckoutForm {
  if (!details.signedIn) return form;
  const next = { ...form };
  if (!next.name.trim() && details.name) next.name = details.name;
  if (!next.phone.trim() && details.phone) next.phone = localMobile(details.phone);
  if (!next.email.trim() && details.email) next.email = details.email;
  const address = details.address;
  const city = findCity(address?.cityId);
  const untouched = !form.address.trim() && !form.district.trim();
  if (address && city && untouched) {
    Object.assign(next, {
      countryCode: 'SA',
      country: findCountry('SA')?.[language] ?? next.country,
      cityId: city.id,
      city: city[language],
      district: address.district,
      address: address.street,
      buildingNumber: address.buildingNumber ?? '',
      postalCode: address.postalCode ?? '',
      additionalNumber: address.additionalNumber ?? '',
      shortAddress: address.shortAddress ?? '',
    });
  }
  return next;
}
