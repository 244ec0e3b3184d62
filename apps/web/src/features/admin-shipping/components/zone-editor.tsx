import { useMemo, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { SHIPPING_LIMITS, type ShippingZoneInput } from '@store/shared/schemas/shipping';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';
import { describedBy, Field } from '../../../components/admin/form-field.tsx';
import { ToggleField } from '../../../components/admin/toggle-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons/plus-icon.tsx';
import { reportSaveFailure } from '../../../lib/admin/save-failure.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { errorAt } from '../lib/form-error.ts';
import { shippingMessages } from '../lib/shipping-messages.ts';
import {
  formPathOf,
  localizedServerMessage,
  newMethodValues,
  toZoneInput,
  zoneResolver,
  type ZoneFormValues,
} from '../lib/zone-form.ts';
import { CountryChips } from './country-chips.tsx';
import { SettingsCard } from '../../../components/admin/settings-card.tsx';
import { CityPicker } from './city-picker.tsx';
import { MethodEditor } from './method-editor.tsx';
import { RegionChips } from './region-chips.tsx';
import { UnitInput } from './unit-input.tsx';

/**
 * A zone and its methods, checked in the page's language by the rules the server applies, saved
 * whole. A refused save keeps everything typed; the server's field errors show under their fields.
 */
export function ZoneEditor({
  defaultValues,
  shipAbroad,
  onSubmit,
  onCancel,
  busy,
  extraActions,
}: {
  defaultValues: ZoneFormValues;
  /** Whether the store ships to Gulf countries (the options); the countries show only then. */
  shipAbroad: boolean;
  /** Resolves when saved; rejects with the ApiError otherwise. */
  onSubmit: (input: ShippingZoneInput) => Promise<unknown>;
  onCancel: () => void;
  busy: boolean;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation('adminShipping');
  const { language } = useLanguage();
  const messages = useMemo(() => shippingMessages(t, language), [t, language]);
  const form = useForm<ZoneFormValues>({
    resolver: zoneResolver(messages),
    defaultValues,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, getValues } = form;
  const errors = form.formState.errors;
  const methods = useFieldArray({ control, name: 'methods', keyName: 'key' });
  const codEnabled = useWatch({ control, name: 'codEnabled' });
  const countries = useWatch({ control, name: 'countries' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toZoneInput(values));
    } catch (error) {
      reportSaveFailure(
        error,
        { title: t('editor.saveFailed'), checkFields: t('editor.checkFields') },
        (field, message) => {
          const path = formPathOf(field.split('.'), getValues());
          setError(path as never, {
            type: 'server',
            message: localizedServerMessage(field, message, messages),
          });
        },
      );
    }
  });

  const placesError =
    errorAt(errors, 'regions') ?? errorAt(errors, 'cityIds') ?? errorAt(errors, 'countries');
  const codFeeError = errorAt(errors, 'codFee');
  const methodsError = errorAt(errors, 'methods');
  const showCountries = shipAbroad || countries.length > 0;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" data-testid="zone-editor">
      <SettingsCard title={t('editor.details')}>
        <BilingualInput
          form={form}
          name="name"
          id="zone-name"
          label={t('editor.name')}
          hint={t('editor.nameHint')}
          required
          testId="zone-name"
        />
        <ToggleField
          control={control}
          name="active"
          id="zone-active"
          testId="zone-active"
          label={t('editor.active')}
          description={t('editor.activeHint')}
        />
      </SettingsCard>

      <SettingsCard
        title={t('editor.places')}
        description={t('editor.placesHint')}
        testId="zone-places"
      >
        <Controller
          control={control}
          name="regions"
          render={({ field }) => (
            <RegionChips
              value={field.value}
              onChange={field.onChange}
              describedBy={placesError ? 'zone-places-error' : undefined}
            />
          )}
        />
        <Field label={t('editor.cities')} htmlFor="zone-cities" hint={t('editor.citiesHint')}>
          <Controller
            control={control}
            name="cityIds"
            render={({ field }) => (
              <CityPicker
                id="zone-cities"
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(errorAt(errors, 'cityIds'))}
                describedBy={placesError ? 'zone-places-error' : 'zone-cities-hint'}
              />
            )}
          />
        </Field>
        {showCountries && (
          <Controller
            control={control}
            name="countries"
            render={({ field }) => (
              <fieldset data-testid="zone-countries">
                <legend className="mb-2 text-sm font-medium text-ink">
                  {t('editor.countries')}
                </legend>
                {!shipAbroad && (
                  <p className="mb-2 text-xs text-warning">{t('editor.countriesUnused')}</p>
                )}
                <CountryChips
                  value={field.value}
                  onChange={field.onChange}
                  testIdPrefix="country"
                />
              </fieldset>
            )}
          />
        )}
        {placesError && (
          <p id="zone-places-error" role="alert" className="text-sm font-medium text-danger">
            {placesError}
          </p>
        )}
      </SettingsCard>

      <SettingsCard title={t('editor.cod')} description={t('editor.codHint')}>
        <ToggleField
          control={control}
          name="codEnabled"
          id="zone-cod"
          testId="zone-cod"
          label={t('editor.codEnabled')}
        />
        {codEnabled && (
          <Field
            label={t('editor.codFee')}
            htmlFor="zone-cod-fee"
            error={codFeeError}
            hint={t('editor.codFeeHint')}
            className="max-w-xs"
          >
            <UnitInput
              id="zone-cod-fee"
              unit={t('units.sar')}
              placeholder="0"
              invalid={Boolean(codFeeError)}
              aria-describedby={describedBy('zone-cod-fee', { error: codFeeError, hint: true })}
              data-testid="zone-cod-fee"
              {...form.register('codFee')}
            />
          </Field>
        )}
      </SettingsCard>

      <SettingsCard title={t('editor.methods')} description={t('editor.methodsHint')}>
        {methods.fields.length === 0 && (
          <p className="text-sm text-warning" data-testid="no-methods">
            {t('editor.noMethods')}
          </p>
        )}
        {methods.fields.map((method, index) => (
          <MethodEditor
            key={method.key}
            form={form}
            index={index}
            count={methods.fields.length}
            onMove={(to) => methods.move(index, to)}
            onRemove={() => methods.remove(index)}
          />
        ))}
        {methodsError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {methodsError}
          </p>
        )}
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={methods.fields.length >= SHIPPING_LIMITS.methods}
            onClick={() => methods.append(newMethodValues())}
            data-testid="method-add"
          >
            <PlusIcon size={14} />
            {t('editor.addMethod')}
          </Button>
        </div>
      </SettingsCard>

      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-ivory/95 py-4 backdrop-blur">
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="me-auto text-sm font-medium text-danger">
            {t('editor.fixErrors')}
          </p>
        )}
        {extraActions}
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          {t('editor.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={busy} data-testid="zone-save">
          {busy ? t('editor.saving') : t('editor.save')}
        </Button>
      </div>
    </form>
  );
}
