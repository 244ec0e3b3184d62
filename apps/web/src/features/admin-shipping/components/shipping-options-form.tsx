import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { shippingOptionsSchemaWith, type ShippingOptions } from '@store/shared/schemas/shipping';
import { describedBy, Field } from '../../../components/admin/form-field.tsx';
import { ToggleField } from '../../../components/admin/toggle-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { reportSaveFailure } from '../../../lib/admin/save-failure.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useSaveShippingOptions } from '../api/save-shipping-options.ts';
import { errorAt } from '../lib/form-error.ts';
import { optionsMessages } from '../lib/shipping-messages.ts';
import { localizedServerMessage } from '../lib/zone-form.ts';
import { CountryChips } from './country-chips.tsx';
import { UnitInput } from './unit-input.tsx';

interface OptionsFormValues {
  shipAbroad: boolean;
  abroadCountries: string[];
  defaultItemWeightGrams: string;
}

const valuesOf = (options: ShippingOptions): OptionsFormValues => ({
  shipAbroad: options.shipAbroad,
  abroadCountries: [...options.abroadCountries],
  defaultItemWeightGrams: String(options.defaultItemWeightGrams),
});

const toOptions = (values: OptionsFormValues) => ({
  shipAbroad: values.shipAbroad,
  abroadCountries: values.abroadCountries,
  defaultItemWeightGrams: /^\d{1,7}$/.test(values.defaultItemWeightGrams.trim())
    ? Number(values.defaultItemWeightGrams.trim())
    : Number.NaN,
});

/** The store's shipping options: Gulf countries served, and the weight of an unweighed product. */
export function ShippingOptionsForm({ options }: { options: ShippingOptions }) {
  const { t } = useTranslation('adminShipping');
  const { language } = useLanguage();
  const messages = useMemo(() => optionsMessages(t, language), [t, language]);
  const schema = useMemo(() => shippingOptionsSchemaWith(messages), [messages]);
  const form = useForm<OptionsFormValues>({
    defaultValues: valuesOf(options),
    resolver: async (values) => {
      const result = schema.safeParse(toOptions(values));
      if (result.success) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'root');
        errors[field] ??= { type: 'validate', message: issue.message };
      }
      return { values: {}, errors };
    },
  });
  const { control, register, handleSubmit, setError, reset, formState } = form;
  const shipAbroad = useWatch({ control, name: 'shipAbroad' });
  const save = useSaveShippingOptions();
  const weightError = errorAt(formState.errors, 'defaultItemWeightGrams');
  const countriesError = errorAt(formState.errors, 'abroadCountries');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toOptions(values) as ShippingOptions);
      reset(valuesOf(saved));
      toast.success(t('toasts.optionsSaved'));
    } catch (error) {
      reportSaveFailure(
        error,
        { title: t('toasts.optionsFailed'), checkFields: t('editor.checkFields') },
        (field, message) => {
          const name = field.split('.')[0] as keyof OptionsFormValues;
          if (!(name in valuesOf(options))) return;
          setError(name, {
            type: 'server',
            message: localizedServerMessage(field, message, messages),
          });
        },
      );
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="border border-line bg-paper"
      data-testid="shipping-options-form"
    >
      <header className="border-b border-line px-4 py-4 sm:px-5">
        <h2 className="font-display text-xl text-ink">{t('options.title')}</h2>
        <p className="mt-1 text-sm text-ink-soft">{t('options.description')}</p>
      </header>
      <div className="flex flex-col gap-5 px-4 py-5 sm:px-5">
        <ToggleField
          control={control}
          name="shipAbroad"
          id="shipping-abroad"
          testId="shipping-abroad"
          label={t('options.shipAbroad')}
          description={t('options.shipAbroadHint')}
        />
        <Controller
          control={control}
          name="abroadCountries"
          render={({ field }) => (
            <fieldset disabled={!shipAbroad} data-testid="shipping-abroad-countries">
              <legend className="mb-2 text-sm font-medium text-ink">
                {t('options.countries')}
              </legend>
              <CountryChips
                value={field.value}
                onChange={field.onChange}
                disabled={!shipAbroad}
                testIdPrefix="abroad"
              />
              {countriesError && (
                <p role="alert" className="mt-1.5 text-xs font-medium text-danger">
                  {countriesError}
                </p>
              )}
              <p className="mt-1.5 text-xs text-ink-muted">{t('options.countriesHint')}</p>
            </fieldset>
          )}
        />
        <Field
          label={t('options.defaultWeight')}
          htmlFor="shipping-default-weight"
          error={weightError}
          hint={t('options.defaultWeightHint')}
          className="max-w-xs"
        >
          <UnitInput
            id="shipping-default-weight"
            unit={t('units.grams')}
            inputMode="numeric"
            invalid={Boolean(weightError)}
            aria-describedby={describedBy('shipping-default-weight', {
              error: weightError,
              hint: true,
            })}
            data-testid="shipping-default-weight"
            {...register('defaultItemWeightGrams')}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4">
          {formState.isDirty && (
            <p className="me-auto text-sm text-ink-soft" data-testid="options-unsaved">
              {t('options.unsaved')}
            </p>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={!formState.isDirty || save.isPending}
            onClick={() => reset(valuesOf(options))}
          >
            {t('options.discard')}
          </Button>
          <Button type="submit" size="sm" disabled={save.isPending} data-testid="options-save">
            {save.isPending ? t('editor.saving') : t('options.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
