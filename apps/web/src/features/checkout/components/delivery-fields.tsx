import { useId } from 'react';
import { findCountry } from '@store/shared/saudi/address';
import { CityPicker } from '../../../components/address/city-picker.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { CheckoutForm, CheckoutTextField } from '../lib/checkout-form.ts';
import { TextField } from '../../../components/form/text-field.tsx';

/**
 * Where the order goes (issue 19): the country (Saudi Arabia, or a Gulf country when the store
 * ships abroad), the city from the list, district, street and building, and the optional numbers
 * of the Saudi National Address.
 */
export function DeliveryFields({
  form,
  countries,
  update,
  required,
  invalid,
  pickup,
}: {
  form: CheckoutForm;
  countries: readonly string[];
  update: (change: Partial<CheckoutForm>) => void;
  required: (field: CheckoutTextField) => boolean;
  invalid: (field: CheckoutTextField) => boolean;
  /** Store pickup: the street is asked only where the payment needs it. */
  pickup: boolean;
}) {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const countryId = useId();
  const saudi = form.countryCode === 'SA';
  const set = (field: CheckoutTextField) => (value: string) => update({ [field]: value });
  const needed = (field: 'district' | 'address') =>
    required(field) || (!pickup && (field === 'address' || saudi));

  return (
    <div className="mt-6 grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={countryId} className="mb-2 block text-sm text-ink-soft">
          {t('fields.country')}
        </label>
        <select
          id={countryId}
          name="countryCode"
          autoComplete="country"
          value={form.countryCode}
          disabled={countries.length < 2}
          onChange={(event) => {
            const code = event.target.value;
            update({
              countryCode: code,
              country: findCountry(code)?.[language] ?? code,
              city: '',
              cityId: null,
            });
          }}
          aria-invalid={invalid('country') || undefined}
          className="h-12 w-full border border-line bg-paper px-4 text-base text-ink focus:border-ink disabled:opacity-100"
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {findCountry(code)?.[language] ?? code}
            </option>
          ))}
        </select>
      </div>
      {saudi ? (
        <CityPicker
          label={t('fields.city')}
          name="city"
          cityId={form.cityId}
          text={form.city}
          onChange={({ cityId, text }) => update({ cityId, city: text })}
          noMatch={t('deliveryOptions.noCityMatch')}
          isRequired
          requiredHint={t('required')}
          invalid={invalid('city')}
        />
      ) : (
        <TextField
          label={t('fields.city')}
          name="city"
          autoComplete="address-level2"
          value={form.city}
          onValueChange={set('city')}
          isRequired
          invalid={invalid('city')}
        />
      )}
      {saudi && (
        <TextField
          label={t('fields.district')}
          name="district"
          autoComplete="address-level3"
          value={form.district}
          onValueChange={set('district')}
          isRequired={needed('district')}
          invalid={invalid('district')}
        />
      )}
      <TextField
        className="sm:col-span-2"
        label={t('fields.address')}
        placeholder={t('fields.addressHint')}
        name="address"
        autoComplete="street-address"
        value={form.address}
        onValueChange={set('address')}
        isRequired={needed('address')}
        invalid={invalid('address')}
      />
      {saudi && (
        <div className="grid grid-cols-2 gap-5 sm:col-span-2 lg:grid-cols-4">
          {(['buildingNumber', 'postalCode', 'additionalNumber', 'shortAddress'] as const).map(
            (field) => (
              <TextField
                key={field}
                label={t(`fields.${field}`)}
                name={field}
                autoComplete={field === 'postalCode' ? 'postal-code' : 'off'}
                inputMode={field === 'shortAddress' ? 'text' : 'numeric'}
                dir="ltr"
                value={form[field]}
                onValueChange={set(field)}
                isRequired={false}
                invalid={invalid(field)}
              />
            ),
          )}
          <p className="col-span-2 -mt-2 text-xs text-ink-muted lg:col-span-4">
            {t('fields.nationalAddressHint')}
          </p>
        </div>
      )}
      {!saudi && (
        <TextField
          label={t('fields.postalCode')}
          name="postalCode"
          autoComplete="postal-code"
          dir="ltr"
          value={form.postalCode}
          onValueChange={set('postalCode')}
          isRequired={false}
          invalid={false}
        />
      )}
    </div>
  );
}
