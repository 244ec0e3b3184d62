import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import {
  type HostedProviderName,
  type MoyasarSettings,
  TABBY_CAPTURE_TIMINGS,
  type TabbySettings,
} from '@store/shared/schemas/payment-providers';
import { MOYASAR_MARKS } from '@store/shared/schemas/payments';
import { describedBy, Field, TextInput } from '../../../components/admin/form-field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useSaveProviderSettings } from '../api/save-provider-settings.ts';
import { formatDateTime } from '../lib/payment-format.ts';
import { reportSaveFailure } from '../../../lib/admin/save-failure.ts';
import {
  keyState,
  providerFormSchema,
  providerUpdate,
  providerValuesOf,
  serverFieldError,
  typedSecret,
  webhookSecretState,
  type ProviderFormValues,
} from '../lib/provider-settings-form.ts';
import type { SecretAction } from '../lib/settings-form.ts';
import { ConnectionTest } from './connection-test.tsx';
import { WebhookRegistration } from './webhook-registration.tsx';
import { ProviderModeChoice } from './provider-mode-choice.tsx';
import { RadioCards } from './radio-cards.tsx';
import { SaveBar } from './save-bar.tsx';
import { SecretField } from './secret-field.tsx';
import { SettingsCard } from '../../../components/admin/settings-card.tsx';

type Form = UseFormReturn<ProviderFormValues>;

const SECRET_IDS = { secretKey: 'secret-key', webhookSecret: 'webhook-secret' } as const;

/** What the next checkout uses for this provider, and where its settings come from. */
function InForce({
  provider,
  settings,
}: {
  provider: HostedProviderName;
  settings: MoyasarSettings | TabbySettings;
}) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const active = settings.activeProvider;
  return (
    <p
      className="text-sm text-ink-soft"
      data-testid={`${provider}-in-force`}
      data-simulated={active?.simulated ?? ''}
    >
      {!active
        ? t('paymentProviders.active.none')
        : active.simulated
          ? t('paymentProviders.active.simulator')
          : t('paymentProviders.active.real', {
              provider: t(`paymentProviders.names.${provider}`),
              mode: t(`paymentProviders.mode.${settings.mode}.label`),
            })}{' '}
      {settings.source === 'environment' ? (
        t('paymentProviders.active.fromEnvironment')
      ) : settings.updatedAt ? (
        <>
          {t('paymentProviders.active.lastSaved')}{' '}
          <Ltr>{formatDateTime(settings.updatedAt, language)}</Ltr>
        </>
      ) : null}
    </p>
  );
}

/** Moyasar's marks: which logos the checkout shows (the methods are switched on at Moyasar). */
function MarksChoice({ form }: { form: Form }) {
  const { t } = useTranslation('adminSystem');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-ink">
        {t('paymentProviders.marks.legend')}
      </legend>
      <p className="mb-3 text-xs text-ink-muted">{t('paymentProviders.marks.hint')}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {MOYASAR_MARKS.map((mark) => (
          <label key={mark} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              value={mark}
              className="size-4 accent-ink"
              data-testid={`moyasar-mark-${mark}`}
              {...form.register('marks')}
            />
            {t(`paymentProviders.marks.${mark}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Tabby's merchant code and when its payment is captured. */
function TabbyFields({ form }: { form: Form }) {
  const { t } = useTranslation('adminSystem');
  const error = form.formState.errors.merchantCode?.message;
  const mode = form.watch('mode');
  const captureOn = form.watch('captureOn');
  return (
    <>
      <Field
        label={t('paymentProviders.merchantCode.label')}
        htmlFor="tabby-merchant-code"
        required={mode !== 'simulator'}
        error={error}
        hint={t('paymentProviders.merchantCode.hint')}
      >
        <TextInput
          id="tabby-merchant-code"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          invalid={Boolean(error)}
          aria-describedby={describedBy('tabby-merchant-code', { error, hint: true })}
          data-testid="tabby-merchant-code"
          {...form.register('merchantCode')}
        />
      </Field>
      <RadioCards
        legend={t('paymentProviders.captureOn.legend')}
        options={TABBY_CAPTURE_TIMINGS}
        chosen={captureOn}
        input={form.register('captureOn')}
        testId={(value) => `tabby-capture-${value}`}
        label={(value) => t(`paymentProviders.captureOn.${value}.label`)}
        description={(value) => t(`paymentProviders.captureOn.${value}.description`)}
        columns={2}
      />
    </>
  );
}

/**
 * Moyasar's or Tabby's settings: mode, write-only keys (only the key's last 4 characters are ever
 * shown), the provider's own fields, a connection test, and a save of its own: a refused save keeps
 * what the admin typed and shows why on the fields.
 */
export function HostedProviderForm({
  provider,
  settings,
}: {
  provider: HostedProviderName;
  settings: MoyasarSettings | TabbySettings;
}) {
  const { t } = useTranslation('adminSystem');
  const schema = useMemo(() => providerFormSchema(t, provider, settings), [t, provider, settings]);
  const form = useForm<ProviderFormValues>({
    resolver: zodResolver(schema),
    defaultValues: providerValuesOf(settings),
  });
  const { register, handleSubmit, watch, setValue, setError, reset, formState } = form;
  const { errors, isDirty } = formState;
  const save = useSaveProviderSettings(provider);
  const mode = watch('mode');
  const name = t(`paymentProviders.names.${provider}`);

  const showServerError = (field: string, message: string) => {
    const mapped = serverFieldError(field, message, t);
    if (mapped) setError(mapped.field, { type: 'server', message: mapped.message });
    return Boolean(mapped);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(providerUpdate(provider, values));
      // The typed secrets are dropped at once: the form shows "set", never a value.
      reset(providerValuesOf(saved[provider]));
      toast.success(t('paymentProviders.saved', { provider: name }));
    } catch (error) {
      const texts = {
        title: t('paymentProviders.saveFailed', { provider: name }),
        checkFields: t('paymentProviders.checkFields'),
      };
      reportSaveFailure(error, texts, showServerError);
    }
  });

  const secretActions = (field: 'secretKey' | 'webhookSecret') => ({
    action: watch(`${field}.action`),
    onAction: (action: SecretAction) => {
      setValue(`${field}.action`, action, { shouldDirty: true });
      if (action !== 'replace') setValue(`${field}.value`, '', { shouldDirty: true });
      form.clearErrors(`${field}.value`);
    },
    input: register(`${field}.value`),
    error: errors[field]?.value?.message,
  });

  const connectionRequest = () => {
    const values = form.getValues();
    const secretKey = typedSecret(values.secretKey);
    return {
      mode: values.mode,
      ...(secretKey ? { secretKey } : {}),
      ...(provider === 'tabby' && values.merchantCode.trim()
        ? { merchantCode: values.merchantCode.trim() }
        : {}),
    };
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid={`${provider}-settings-form`}>
      <SettingsCard
        title={t(`paymentProviders.${provider}.title`)}
        description={t(`paymentProviders.${provider}.description`)}
      >
        <InForce provider={provider} settings={settings} />
        <ProviderModeChoice provider={provider} mode={mode} input={register('mode')} />
        {(['secretKey', 'webhookSecret'] as const).map((field) => (
          <SecretField
            key={field}
            id={`${provider}-${SECRET_IDS[field]}`}
            testId={`${provider}-${SECRET_IDS[field]}`}
            label={t(`paymentProviders.${field}.label`)}
            newLabel={t(`paymentProviders.${field}.newLabel`)}
            hint={t(`paymentProviders.${field}.hint.${provider}`)}
            state={field === 'secretKey' ? keyState(settings) : webhookSecretState(settings)}
            {...secretActions(field)}
          />
        ))}
        {provider === 'moyasar' ? <MarksChoice form={form} /> : <TabbyFields form={form} />}
        <ConnectionTest
          provider={provider}
          request={connectionRequest}
          onFieldError={showServerError}
        />
        {provider === 'tabby' && <WebhookRegistration />}
        <SaveBar
          testId={provider}
          dirty={isDirty}
          pending={save.isPending}
          onDiscard={() => reset(providerValuesOf(settings))}
        />
      </SettingsCard>
    </form>
  );
}
