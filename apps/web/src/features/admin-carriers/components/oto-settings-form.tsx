import { useId, useState, type FormEvent } from 'react';
import type { CarrierSettings } from '@store/shared/schemas/carriers';
import type { ConnectionTestResult, ProviderMode } from '@store/shared/schemas/payment-providers';
import { PROVIDER_MODES } from '@store/shared/schemas/payment-providers';
import { describedBy, Field, TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useSaveOtoSettings } from '../api/save-oto-settings.ts';
import { useTestOtoConnection } from '../api/test-oto-connection.ts';
import { SettingsCard } from '../../../components/admin/settings-card.tsx';

/**
 * OTO's settings: the mode (the simulator, OTO's sandbox, live), the refresh token and webhook
 * secret (write-only: typed to replace, never shown), the pickup location and delivery option,
 * where OTO sends its updates, and a test of the connection with what is typed.
 */
export function OtoSettingsForm({ settings }: { settings: CarrierSettings['oto'] }) {
  const { t } = useTranslation('adminFulfilment');
  const id = useId();
  const save = useSaveOtoSettings();
  const test = useTestOtoConnection();
  const [mode, setMode] = useState<ProviderMode>(settings.mode);
  const [refreshToken, setRefreshToken] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [pickup, setPickup] = useState(settings.pickupLocationCode);
  const [option, setOption] = useState(settings.deliveryOptionId?.toString() ?? '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ConnectionTestResult | null>(null);
  const optionValid = option.trim() === '' || /^\d{1,15}$/.test(option.trim());
  const optionError = optionValid ? undefined : t('settings.invalidNumber');

  const tokenState = settings.hasRefreshToken
    ? settings.refreshTokenSource === 'environment'
      ? t('settings.refreshTokenFromEnvironment')
      : t('settings.refreshTokenSet', { last4: settings.refreshTokenLast4 ?? '' })
    : t('settings.secretNotSet');
  const secretState = settings.hasWebhookSecret
    ? settings.webhookSecretSource === 'environment'
      ? t('settings.webhookSecretFromEnvironment')
      : t('settings.webhookSecretSet')
    : mode === 'simulator'
      ? t('settings.simulatorSigns')
      : t('settings.secretNotSet');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!optionValid || save.isPending) return;
    setFieldErrors({});
    save.mutate(
      {
        mode,
        ...(refreshToken.trim() ? { refreshToken: refreshToken.trim() } : {}),
        ...(webhookSecret.trim() ? { webhookSecret: webhookSecret.trim() } : {}),
        pickupLocationCode: pickup.trim(),
        deliveryOptionId: option.trim() ? Number(option.trim()) : null,
      },
      {
        onSuccess: () => {
          setRefreshToken('');
          setWebhookSecret('');
          toast.success(t('settings.saved'));
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : [];
          setFieldErrors(Object.fromEntries(fields.map((entry) => [entry.field, entry.message])));
          toast.error(t('settings.saveFailed'), error.message);
        },
      },
    );
  };

  const runTest = () =>
    test.mutate(
      { mode, ...(refreshToken.trim() ? { refreshToken: refreshToken.trim() } : {}) },
      {
        onSuccess: setResult,
        onError: (error) => toast.error(t('settings.connectionFailed'), error.message),
      },
    );

  return (
    <SettingsCard
      title={t('settings.oto')}
      description={t('settings.otoDescription')}
      testId="carriers-oto"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t('settings.mode')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {PROVIDER_MODES.map((value) => (
              <label
                key={value}
                className={cx(
                  'flex cursor-pointer items-center gap-3 border p-3 text-sm',
                  mode === value ? 'border-ink bg-ivory/60' : 'border-line',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="size-4 accent-ink"
                  data-testid={`carriers-oto-mode-${value}`}
                />
                {t(`settings.modes.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('settings.refreshToken')}
            htmlFor={`${id}-token`}
            hint={tokenState}
            error={fieldErrors.refreshToken}
          >
            <TextInput
              id={`${id}-token`}
              type="password"
              dir="ltr"
              autoComplete="off"
              value={refreshToken}
              invalid={Boolean(fieldErrors.refreshToken)}
              aria-describedby={describedBy(`${id}-token`, {
                error: fieldErrors.refreshToken,
                hint: true,
              })}
              onChange={(event) => setRefreshToken(event.target.value)}
              data-testid="carriers-oto-token"
            />
          </Field>
          <Field
            label={t('settings.webhookSecret')}
            htmlFor={`${id}-secret`}
            hint={secretState}
            error={fieldErrors.webhookSecret}
          >
            <TextInput
              id={`${id}-secret`}
              type="password"
              dir="ltr"
              autoComplete="off"
              value={webhookSecret}
              invalid={Boolean(fieldErrors.webhookSecret)}
              aria-describedby={describedBy(`${id}-secret`, {
                error: fieldErrors.webhookSecret,
                hint: true,
              })}
              onChange={(event) => setWebhookSecret(event.target.value)}
            />
          </Field>
          <Field
            label={t('settings.pickupLocationCode')}
            htmlFor={`${id}-pickup`}
            hint={t('settings.pickupLocationHint')}
          >
            <TextInput
              id={`${id}-pickup`}
              dir="ltr"
              value={pickup}
              aria-describedby={describedBy(`${id}-pickup`, { hint: true })}
              onChange={(event) => setPickup(event.target.value)}
            />
          </Field>
          <Field
            label={t('settings.deliveryOptionId')}
            htmlFor={`${id}-option`}
            hint={t('settings.deliveryOptionHint')}
            error={optionError}
          >
            <TextInput
              id={`${id}-option`}
              dir="ltr"
              inputMode="numeric"
              value={option}
              invalid={Boolean(optionError)}
              aria-describedby={describedBy(`${id}-option`, { error: optionError, hint: true })}
              onChange={(event) => setOption(event.target.value)}
            />
          </Field>
        </div>
        <p className="text-sm text-ink-soft">
          {t('settings.webhookUrl')}{' '}
          <Ltr className="font-mono text-xs break-all text-ink">{settings.webhookUrl}</Ltr>
        </p>
        {result && (
          <p
            role="status"
            data-testid="carriers-oto-test-result"
            data-ok={result.ok}
            className={cx(
              'border p-3 text-sm',
              result.ok
                ? 'border-success/40 bg-success/5 text-success'
                : 'border-danger/40 bg-danger/5 text-danger',
            )}
          >
            <span className="block font-medium">
              {result.ok ? t('settings.connectionOk') : t('settings.connectionFailed')}
            </span>
            {!result.ok && <bdi>{result.providerMessage ?? result.message}</bdi>}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
          <Button
            variant="secondary"
            size="sm"
            disabled={test.isPending}
            onClick={runTest}
            data-testid="carriers-oto-test"
          >
            {test.isPending ? t('settings.testing') : t('settings.testConnection')}
          </Button>
          <Button type="submit" size="sm" disabled={save.isPending} data-testid="carriers-oto-save">
            {t('settings.saveOto')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
