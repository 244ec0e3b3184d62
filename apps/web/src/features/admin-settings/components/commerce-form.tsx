import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import {
  commerceSettingsInputSchema,
  type AdminSiteSettings,
} from '@store/shared/schemas/settings';
import { MAX_GIFT_WRAP_FEE_SAR, MAX_SAMPLES_PER_ORDER } from '@store/shared/gifting';
import { Field, TextInput, Toggle } from '../../../components/admin/form-field.tsx';
import { useSettingsGroup } from '../hooks/use-settings-group.ts';
import { SettingsCard } from './settings-card.tsx';

type Commerce = z.input<typeof commerceSettingsInputSchema>;

/** VAT, the gift-wrapping fee and the samples allowance: the same stored settings checkout computes with; delivery prices are the shipping zones'. */
export function CommerceForm({ settings }: { settings: AdminSiteSettings }) {
  const { t } = useTranslation('adminSite');
  const { form, save, onSubmit } = useSettingsGroup<Commerce>({
    group: 'commerce',
    schema: commerceSettingsInputSchema,
    settings,
    pick: (s) => s.commerce,
  });
  const { register, formState, control } = form;
  const e = formState.errors;
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
        <Field
          label={t('settings.commerce.giftWrapFee')}
          htmlFor="commerce-gift-wrap-fee"
          hint={t('settings.commerce.giftWrapFeeHint')}
          error={e.giftWrapFee?.message}
        >
          <TextInput
            id="commerce-gift-wrap-fee"
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_GIFT_WRAP_FEE_SAR}
            step="0.01"
            dir="ltr"
            invalid={Boolean(e.giftWrapFee)}
            data-testid="settings-gift-wrap-fee"
            {...register('giftWrapFee', number)}
          />
        </Field>
        <Field
          label={t('settings.commerce.maxSamples')}
          htmlFor="commerce-max-samples"
          hint={t('settings.commerce.maxSamplesHint', { max: MAX_SAMPLES_PER_ORDER })}
          error={e.maxSamples?.message}
        >
          <TextInput
            id="commerce-max-samples"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_SAMPLES_PER_ORDER}
            step="1"
            dir="ltr"
            invalid={Boolean(e.maxSamples)}
            data-testid="settings-max-samples"
            {...register('maxSamples', number)}
          />
        </Field>
      </div>
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
      <p className="text-xs text-ink-muted">{t('settings.commerce.shippingMoved')}</p>
    </SettingsCard>
  );
}
