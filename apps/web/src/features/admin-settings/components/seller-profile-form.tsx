import type { ReactNode } from 'react';
import { get, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  EINVOICING_MODES,
  sellerProfileInputSchema,
  type AdminSiteSettings,
} from '@store/shared/schemas/settings';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';
import { describedBy, Field, TextInput } from '../../../components/admin/form-field.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSettingsGroup } from '../hooks/use-settings-group.ts';
import { SettingsCard } from './settings-card.tsx';

type Seller = z.input<typeof sellerProfileInputSchema>;
type DigitsName =
  | 'vatNumber'
  | 'crNumber'
  | 'address.buildingNumber'
  | 'address.postalCode'
  | 'address.additionalNumber';

/**
 * A number the seller copies from a certificate: typed in any digits (the schema stores ASCII),
 * always left-to-right.
 */
function DigitsField({
  form,
  name,
  id,
  label,
  hint,
  required,
  className,
}: {
  form: UseFormReturn<Seller>;
  name: DigitsName;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required: boolean;
  className?: string;
}) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return (
    <Field
      label={label}
      htmlFor={id}
      hint={hint}
      required={required}
      error={error?.message}
      className={className}
    >
      <TextInput
        id={id}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        className="font-mono"
        invalid={Boolean(error)}
        aria-describedby={describedBy(id, { error, hint })}
        data-testid={`settings-${id}`}
        {...form.register(name)}
      />
    </Field>
  );
}

/** Who sells: the legal identity ZATCA invoices carry, and the e-invoicing mode (issue 18). */
export function SellerProfileForm({ settings }: { settings: AdminSiteSettings }) {
  const { t } = useTranslation('adminSite');
  const { form, save, onSubmit } = useSettingsGroup<Seller>({
    group: 'sellerProfile',
    schema: sellerProfileInputSchema,
    settings,
    pick: (s) => s.sellerProfile,
  });
  const { register, formState, watch } = form;
  const invoicing = watch('einvoicingMode') !== 'off';

  return (
    <SettingsCard
      id="settings-seller"
      title={t('settings.seller.title')}
      description={t('settings.seller.description')}
      onSubmit={onSubmit}
      dirty={formState.isDirty}
      saving={save.isPending}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('settings.seller.mode')}</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {EINVOICING_MODES.map((mode) => (
            <label
              key={mode}
              className={cx(
                'flex cursor-pointer items-start gap-3 border px-4 py-3',
                watch('einvoicingMode') === mode ? 'border-ink bg-ivory/60' : 'border-line',
              )}
            >
              <input
                type="radio"
                value={mode}
                className="mt-1 accent-ink"
                data-testid={`settings-einvoicing-${mode}`}
                {...register('einvoicingMode')}
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium text-ink">
                  {t(`settings.seller.modes.${mode}`)}
                </span>
                <span className="mt-0.5 block text-xs text-ink-muted">
                  {t(`settings.seller.modes.${mode}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        {invoicing && (
          <p className="mt-2 text-xs text-gold-deep" data-testid="settings-seller-required-note">
            {t('settings.seller.requiredNote')}
          </p>
        )}
      </fieldset>
      <BilingualInput
        id="seller-legal-name"
        label={t('settings.seller.legalName')}
        hint={t('settings.seller.legalNameHint')}
        required={invoicing}
        form={form}
        name="legalName"
        testId="settings-seller-legal-name"
      />
      <div className="grid gap-5 md:grid-cols-2">
        <DigitsField
          form={form}
          name="vatNumber"
          id="seller-vat-number"
          label={t('settings.seller.vatNumber')}
          hint={t('settings.seller.vatNumberHint')}
          required={invoicing}
        />
        <DigitsField
          form={form}
          name="crNumber"
          id="seller-cr-number"
          label={t('settings.seller.crNumber')}
          hint={t('settings.seller.crNumberHint')}
          required={invoicing}
        />
      </div>
      <fieldset className="space-y-5 border-t border-line pt-5">
        <legend className="float-start mb-4 w-full">
          <span className="block font-display text-lg text-ink">
            {t('settings.seller.address')}
          </span>
          <span className="mt-0.5 block text-xs text-ink-muted">
            {t('settings.seller.addressHint')}
          </span>
        </legend>
        <div className="clear-both grid gap-5 sm:grid-cols-3">
          <DigitsField
            form={form}
            name="address.buildingNumber"
            id="seller-building-number"
            label={t('settings.seller.buildingNumber')}
            required={invoicing}
          />
          <DigitsField
            form={form}
            name="address.postalCode"
            id="seller-postal-code"
            label={t('settings.seller.postalCode')}
            required={invoicing}
          />
          <DigitsField
            form={form}
            name="address.additionalNumber"
            id="seller-additional-number"
            label={t('settings.seller.additionalNumber')}
            required={invoicing}
          />
        </div>
        {(['street', 'district', 'city'] as const).map((part) => (
          <BilingualInput
            key={part}
            id={`seller-${part}`}
            label={t(`settings.seller.${part}`)}
            required={invoicing}
            form={form}
            name={`address.${part}`}
            testId={`settings-seller-${part}`}
          />
        ))}
      </fieldset>
    </SettingsCard>
  );
}
