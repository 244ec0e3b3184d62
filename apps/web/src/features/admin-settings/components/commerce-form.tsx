import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import { formatSar } from '@store/shared/money';
import {
  commerceSettingsInputSchema,
  type AdminSiteSettings,
} from '@store/shared/schemas/settings';
import { Field, TextInput, Toggle } from '../../../components/admin/form-field.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useSettingsGroup } from '../hooks/use-settings-group.ts';
import { SettingsCard } from './settings-card.tsx';

type Commerce = z.input<typeof commerceSettingsInputSchema>;

/** A threshold to offer when free shipping is switched back on. */
const DEFAULT_THRESHOLD = 200;

/** Shipping fee, free-shipping threshold and VAT: the same stored settings checkout computes with. */
export function CommerceForm({ settings }: { settings: AdminSiteSettings }) {
  const { t } = useTranslation('adminSite');
  const { language } = useLanguage();
  const { form, save, onSubmit } = useSettingsGroup<Commerce>({
    group: 'commerce',
    schema: commerceSettingsInputSchema,
    settings,
    pick: (s) => s.commerce,
  });
  const { register, formState, control, watch } = form;
  const e = formState.errors;
  const threshold = watch('freeShippingThreshold');
  const fee = watch('shippingFee');
  const number = { valueAsNumber: true } as const;

  return (
    <SettingsCard
      id="settings-commerce"
      title={t('settings.commerce.title')}
      description={t('settings.commerce.description')}
      onSubmit={onSubmit}
      dirty={formState.isDirty}
      saving={save.isPending}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label={t('settings.commerce.shippingFee')}
          htmlFor="commerce-shipping-fee"
          required
          error={e.shippingFee?.message}
        >
          <TextInput
            id="commerce-shipping-fee"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            dir="ltr"
            invalid={Boolean(e.shippingFee)}
            data-testid="settings-shipping-fee"
            {...register('shippingFee', number)}
          />
        </Field>
        <Field
          label={t('settings.commerce.vatRate')}
          htmlFor="commerce-vat-rate"
          required
          error={e.vatRate?.message}
        >
          <TextInput
            id="commerce-vat-rate"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="0.01"
            dir="ltr"
            invalid={Boolean(e.vatRate)}
            data-testid="settings-vat-rate"
            {...register('vatRate', number)}
          />
        </Field>
      </div>
      <Controller
        control={control}
        name="freeShippingThreshold"
        render={({ field }) => (
          <Toggle
            checked={field.value !== null}
            onChange={(on) => field.onChange(on ? DEFAULT_THRESHOLD : null)}
            label={t('settings.commerce.freeShipping')}
            testId="settings-free-shipping"
          />
        )}
      />
      {threshold !== null && (
        <Field
          label={t('settings.commerce.freeShippingThreshold')}
          htmlFor="commerce-free-threshold"
          required
          error={e.freeShippingThreshold?.message}
          hint={t('settings.commerce.freeShippingHint')}
          className="md:w-1/2"
        >
          <TextInput
            id="commerce-free-threshold"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            dir="ltr"
            invalid={Boolean(e.freeShippingThreshold)}
            data-testid="settings-free-threshold"
            {...register('freeShippingThreshold', number)}
          />
        </Field>
      )}
      <Controller
        control={control}
        name="pricesIncludeVat"
        render={({ field }) => (
          <Toggle
            checked={field.value}
            onChange={field.onChange}
            label={t('settings.commerce.pricesIncludeVat')}
            description={t('settings.commerce.pricesIncludeVatHint')}
            testId="settings-prices-include-vat"
          />
        )}
      />
      {Number.isFinite(fee) && (
        <p className="text-xs text-ink-muted" data-testid="settings-commerce-example">
          {t('settings.commerce.example', {
            subtotal: formatSar(150, language),
            shipping: formatSar(
              threshold !== null && Number(threshold) <= 150 ? 0 : Number(fee),
              language,
            ),
          })}
        </p>
      )}
    </SettingsCard>
  );
}
