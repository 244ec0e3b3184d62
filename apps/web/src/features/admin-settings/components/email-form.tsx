import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import { emailSettingsInputSchema, type AdminSiteSettings } from '@store/shared/schemas/settings';
import { Field, TextInput, Toggle } from '../../../components/admin/form-field.tsx';
import { useSettingsGroup } from '../hooks/use-settings-group.ts';
import { SettingsCard } from './settings-card.tsx';
import { SmtpPasswordField, type PasswordMode } from './smtp-password-field.tsx';
import { TestEmailPanel } from './test-email-panel.tsx';

type EmailValues = z.input<typeof emailSettingsInputSchema>;

function pick(settings: AdminSiteSettings): EmailValues {
  const { smtp, ...email } = settings.emailSettings;
  return {
    ...email,
    smtp: { host: smtp.host, port: smtp.port, secure: smtp.secure, user: smtp.user },
  };
}

/** Who gets the order emails, who they come from, the SMTP server and its write-only password. */
export function EmailForm({ settings }: { settings: AdminSiteSettings }) {
  const { t } = useTranslation('adminSite');
  const [mode, setMode] = useState<PasswordMode>('keep');
  const { form, save, onSubmit } = useSettingsGroup<EmailValues>({
    group: 'emailSettings',
    schema: emailSettingsInputSchema,
    settings,
    pick,
    onSaved: () => setMode('keep'),
  });
  const { register, formState, control, setValue } = form;
  const e = formState.errors;
  const passwordSet = settings.emailSettings.smtp.passwordSet;

  function changeMode(next: PasswordMode) {
    setMode(next);
    const value = next === 'replace' ? '' : next === 'clear' ? null : undefined;
    setValue('smtp.password', value, { shouldDirty: next !== 'keep' });
  }

  return (
    <SettingsCard
      id="settings-email"
      title={t('settings.email.title')}
      description={t('settings.email.description')}
      onSubmit={onSubmit}
      dirty={formState.isDirty}
      saving={save.isPending}
      extra={
        <TestEmailPanel adminEmail={settings.emailSettings.adminEmail} dirty={formState.isDirty} />
      }
    >
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        <Field
          label={t('settings.email.adminEmail')}
          htmlFor="email-admin"
          required
          error={e.adminEmail?.message}
          hint={t('settings.email.adminEmailHint')}
        >
          <TextInput
            id="email-admin"
            type="email"
            dir="ltr"
            invalid={Boolean(e.adminEmail)}
            data-testid="settings-admin-email"
            {...register('adminEmail')}
          />
        </Field>
        <Field
          label={t('settings.email.fromEmail')}
          htmlFor="email-from"
          required
          error={e.fromEmail?.message}
        >
          <TextInput
            id="email-from"
            type="email"
            dir="ltr"
            invalid={Boolean(e.fromEmail)}
            data-testid="settings-from-email"
            {...register('fromEmail')}
          />
        </Field>
        <Field
          label={t('settings.email.fromName')}
          htmlFor="email-from-name"
          required
          error={e.fromName?.message}
        >
          <TextInput
            id="email-from-name"
            invalid={Boolean(e.fromName)}
            data-testid="settings-from-name"
            {...register('fromName')}
          />
        </Field>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(['enableNotifications', 'enableCustomerConfirmation'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Toggle
                checked={field.value}
                onChange={field.onChange}
                label={t(`settings.email.${name}`)}
                testId={`settings-${name}`}
              />
            )}
          />
        ))}
      </div>

      <fieldset className="space-y-5 border-t border-line pt-5">
        <legend className="sr-only">{t('settings.email.smtpTitle')}</legend>
        <div>
          <h3 className="text-sm font-semibold text-ink" aria-hidden="true">
            {t('settings.email.smtpTitle')}
          </h3>
          <p className="mt-1 text-xs text-ink-muted">{t('settings.email.smtpHint')}</p>
        </div>
        <div className="grid gap-5 md:grid-cols-[2fr_1fr_2fr]">
          <Field label={t('settings.email.host')} htmlFor="smtp-host" error={e.smtp?.host?.message}>
            <TextInput
              id="smtp-host"
              dir="ltr"
              placeholder="smtp.example.com"
              invalid={Boolean(e.smtp?.host)}
              data-testid="settings-smtp-host"
              {...register('smtp.host')}
            />
          </Field>
          <Field
            label={t('settings.email.port')}
            htmlFor="smtp-port"
            required
            error={e.smtp?.port?.message}
          >
            <TextInput
              id="smtp-port"
              type="number"
              inputMode="numeric"
              min={1}
              max={65535}
              dir="ltr"
              invalid={Boolean(e.smtp?.port)}
              data-testid="settings-smtp-port"
              {...register('smtp.port', { valueAsNumber: true })}
            />
          </Field>
          <Field label={t('settings.email.user')} htmlFor="smtp-user" error={e.smtp?.user?.message}>
            <TextInput
              id="smtp-user"
              dir="ltr"
              autoComplete="off"
              invalid={Boolean(e.smtp?.user)}
              data-testid="settings-smtp-user"
              {...register('smtp.user')}
            />
          </Field>
        </div>
        <Controller
          control={control}
          name="smtp.secure"
          render={({ field }) => (
            <Toggle
              checked={field.value}
              onChange={field.onChange}
              label={t('settings.email.secure')}
              testId="settings-smtp-secure"
            />
          )}
        />
        <SmtpPasswordField
          passwordSet={passwordSet}
          mode={mode}
          onModeChange={changeMode}
          field={register('smtp.password')}
          error={e.smtp?.password?.message}
        />
      </fieldset>
    </SettingsCard>
  );
}
