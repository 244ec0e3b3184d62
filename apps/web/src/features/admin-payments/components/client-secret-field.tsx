import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentSettings } from '@store/shared/schemas/payments';
import { describedBy, TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../lib/class-names.ts';
import type { SecretAction } from '../lib/settings-form.ts';

/**
 * The write-only client secret: whether one is set (never its value), and the ways to change it:
 * replace it with a newly typed one, or clear the stored one. The input is empty by design and
 * never filled from the server.
 */
export function ClientSecretField({
  settings,
  action,
  onAction,
  input,
  error,
}: {
  settings: PaymentSettings;
  action: SecretAction;
  onAction: (action: SecretAction) => void;
  input: UseFormRegisterReturn<'clientSecret'>;
  error?: string;
}) {
  const { t } = useTranslation('adminSystem');
  const id = 'payment-client-secret';
  const stored = settings.clientSecretSource === 'stored';
  const state =
    action === 'clear'
      ? t('paymentSettings.secret.willClear')
      : settings.clientSecretSource === 'environment'
        ? t('paymentSettings.secret.fromEnvironment')
        : settings.hasClientSecret
          ? t('paymentSettings.secret.set')
          : t('paymentSettings.secret.notSet');
  const hint = t('paymentSettings.secret.hint');

  return (
    <div data-testid="client-secret-field">
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-ink">
        {t('paymentSettings.secret.label')}
      </p>
      <div className="flex flex-wrap items-center gap-3 border border-line bg-ivory/40 px-3 py-2.5">
        <span
          data-testid="client-secret-state"
          data-state={
            action === 'clear' ? 'clearing' : settings.hasClientSecret ? 'set' : 'not-set'
          }
          className={cx(
            'inline-flex items-center gap-2 text-sm',
            action === 'clear'
              ? 'text-danger'
              : settings.hasClientSecret
                ? 'text-success'
                : 'text-ink-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={cx(
              'size-2 rounded-full',
              action === 'clear'
                ? 'bg-danger'
                : settings.hasClientSecret
                  ? 'bg-success'
                  : 'bg-line',
            )}
          />
          {state}
        </span>
        {settings.hasClientSecret && action === 'keep' && (
          <span aria-hidden="true" className="font-mono text-sm tracking-widest text-ink-muted">
            ••••••••
          </span>
        )}
        <span className="ms-auto flex flex-wrap gap-2">
          {action === 'keep' && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onAction('replace')}
              data-testid="client-secret-replace"
            >
              {settings.hasClientSecret
                ? t('paymentSettings.secret.replace')
                : t('paymentSettings.secret.setNew')}
            </Button>
          )}
          {action === 'keep' && stored && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onAction('clear')}
              data-testid="client-secret-clear"
            >
              {t('paymentSettings.secret.clear')}
            </Button>
          )}
          {action !== 'keep' && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onAction('keep')}
              data-testid="client-secret-keep"
            >
              {action === 'clear'
                ? t('paymentSettings.secret.undoClear')
                : t('paymentSettings.secret.cancelReplace')}
            </Button>
          )}
        </span>
      </div>
      {action === 'replace' && (
        <div className="mt-3">
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
            {t('paymentSettings.secret.newLabel')}
          </label>
          <TextInput
            id={id}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            dir="ltr"
            invalid={Boolean(error)}
            aria-describedby={describedBy(id, { error, hint })}
            data-testid="client-secret-input"
            {...input}
          />
        </div>
      )}
      {!error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {action === 'replace' ? t('paymentSettings.secret.newHint') : hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
