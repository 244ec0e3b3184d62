import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  PAYPAL_CURRENCIES,
  PAYPAL_MODES,
  type PaymentSettings,
} from '@store/shared/schemas/payments';
import { formatSar } from '@store/shared/money';
import {
  describedBy,
  Field,
  SelectInput,
  TextInput,
} from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useSavePaymentSettings } from '../api/save-payment-settings.ts';
import { formatCurrency } from '../lib/payment-format.ts';
import { reportSaveFailure } from '../../../lib/admin/save-failure.ts';
import {
  formValuesOf,
  serverFieldError,
  settingsFormSchema,
  toUpdate,
  type SettingsFormValues,
} from '../lib/settings-form.ts';
import { ClientSecretField } from './client-secret-field.tsx';
import { RadioCards } from './radio-cards.tsx';
import { SettingsCard } from '../../../components/admin/settings-card.tsx';

/** Example of the rate at work: what 100 SAR costs the shopper in the settlement currency. */
function RateExample({ currency, rate }: { currency: string; rate: string }) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const value = Number(rate);
  if (!/^\d{1,6}(\.\d{1,6})?$/.test(rate.trim()) || !(value > 0)) return null;
  return (
    <p className="text-xs text-ink-soft" data-testid="rate-example">
      {t('paymentSettings.settlement.example', {
        sar: formatSar(100, language),
        amount: formatCurrency(100 / value, currency, language),
      })}
    </p>
  );
}

/** The PayPal connection: mode, credentials (secret write-only), settlement currency and rate. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const schema = useMemo(() => settingsFormSchema(t, settings), [t, settings]);
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: formValuesOf(settings),
  });
  const { register, handleSubmit, watch, setValue, setError, reset, formState } = form;
  const { errors, isDirty } = formState;
  const save = useSavePaymentSettings();
  const mode = watch('mode');
  const secretAction = watch('secretAction');
  const currency = watch('settlementCurrency');
  const rate = watch('settlementRate');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toUpdate(values));
      // The typed secret is dropped at once: the form shows "set", never the value.
      reset(formValuesOf(saved));
      toast.success(t('paymentSettings.saved'));
    } catch (error) {
      const texts = {
        title: t('paymentSettings.saveFailed'),
        checkFields: t('paymentSettings.checkFields'),
      };
      reportSaveFailure(error, texts, (field, message) => {
        const mapped = serverFieldError(field, message, t);
        if (mapped) setError(mapped.field, { type: 'server', message: mapped.message });
      });
    }
  });

  const setSecretAction = (action: SettingsFormValues['secretAction']) => {
    setValue('secretAction', action, { shouldDirty: true });
    if (action !== 'replace') setValue('clientSecret', '', { shouldDirty: true });
    form.clearErrors('clientSecret');
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-6"
      data-testid="payment-settings-form"
    >
      <SettingsCard
        title={t('paymentSettings.mode.title')}
        description={t('paymentSettings.mode.description')}
      >
        <RadioCards
          legend={t('paymentSettings.mode.title')}
          legendHidden
          options={PAYPAL_MODES}
          chosen={mode}
          input={register('mode')}
          testId={(value) => `mode-${value}`}
          label={(value) => t(`paymentSettings.mode.${value}.label`)}
          description={(value) => t(`paymentSettings.mode.${value}.description`)}
          warnOn="live"
        />
        {mode === 'live' && (
          <div
            role="alert"
            data-testid="live-warning"
            className="flex gap-3 border border-warning/40 bg-warning/10 px-4 py-3"
          >
            <AlertIcon size={20} className="mt-0.5 shrink-0 text-warning" />
            <div>
              <p className="text-sm font-semibold text-ink">
                {t('paymentSettings.liveWarning.title')}
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                {t('paymentSettings.liveWarning.message')}
              </p>
            </div>
          </div>
        )}
        {mode === 'simulator' && settings.mode !== 'simulator' && (
          <p className="text-sm text-warning" data-testid="simulator-note">
            {t('paymentSettings.mode.simulatorNote')}
          </p>
        )}
      </SettingsCard>

      <SettingsCard
        title={t('paymentSettings.credentials.title')}
        description={
          mode === 'simulator'
            ? t('paymentSettings.credentials.unused')
            : t('paymentSettings.credentials.description')
        }
      >
        <Field
          label={t('paymentSettings.clientId.label')}
          htmlFor="payment-client-id"
          required={mode !== 'simulator'}
          error={errors.clientId?.message}
          hint={t('paymentSettings.clientId.hint')}
        >
          <TextInput
            id="payment-client-id"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            invalid={Boolean(errors.clientId)}
            aria-describedby={describedBy('payment-client-id', {
              error: errors.clientId,
              hint: true,
            })}
            data-testid="client-id"
            {...register('clientId')}
          />
        </Field>
        <ClientSecretField
          settings={settings}
          action={secretAction}
          onAction={setSecretAction}
          input={register('clientSecret')}
          error={errors.clientSecret?.message}
        />
        <Field
          label={t('paymentSettings.webhookId.label')}
          htmlFor="payment-webhook-id"
          error={errors.webhookId?.message}
          hint={t('paymentSettings.webhookId.hint')}
        >
          <TextInput
            id="payment-webhook-id"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            invalid={Boolean(errors.webhookId)}
            aria-describedby={describedBy('payment-webhook-id', {
              error: errors.webhookId,
              hint: true,
            })}
            data-testid="webhook-id"
            {...register('webhookId')}
          />
        </Field>
      </SettingsCard>

      <SettingsCard
        title={t('paymentSettings.settlement.title')}
        description={t('paymentSettings.settlement.description')}
      >
        <div className="grid gap-5 md:grid-cols-2">
          <Field
            label={t('paymentSettings.settlement.currency')}
            htmlFor="payment-currency"
            error={errors.settlementCurrency?.message}
          >
            <SelectInput
              id="payment-currency"
              invalid={Boolean(errors.settlementCurrency)}
              data-testid="settlement-currency"
              {...register('settlementCurrency')}
            >
              {PAYPAL_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code} · {currencyName(code, language)}
                </option>
              ))}
            </SelectInput>
          </Field>
          <Field
            label={t('paymentSettings.settlement.rate')}
            htmlFor="payment-rate"
            required
            error={errors.settlementRate?.message}
            hint={t('paymentSettings.settlement.rateHint', { currency })}
          >
            <TextInput
              id="payment-rate"
              dir="ltr"
              inputMode="decimal"
              invalid={Boolean(errors.settlementRate)}
              aria-describedby={describedBy('payment-rate', {
                error: errors.settlementRate,
                hint: true,
              })}
              data-testid="settlement-rate"
              {...register('settlementRate')}
            />
          </Field>
        </div>
        <RateExample currency={currency} rate={rate} />
      </SettingsCard>

      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-ivory/95 py-4 backdrop-blur">
        {isDirty && (
          <p className="me-auto text-sm text-ink-soft" data-testid="unsaved-changes">
            {t('paymentSettings.unsaved')}
          </p>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={!isDirty || save.isPending}
          onClick={() => reset(formValuesOf(settings))}
          data-testid="payment-settings-discard"
        >
          {t('paymentSettings.discard')}
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={save.isPending}
          data-testid="payment-settings-save"
        >
          {save.isPending ? t('paymentSettings.saving') : t('paymentSettings.save')}
        </Button>
      </div>
    </form>
  );
}

function currencyName(code: string, language: 'en' | 'ar'): string {
  try {
    return (
      new Intl.DisplayNames([language === 'ar' ? 'ar' : 'en'], { type: 'currency' }).of(code) ??
      code
    );
  } catch {
    return code;
  }
}
