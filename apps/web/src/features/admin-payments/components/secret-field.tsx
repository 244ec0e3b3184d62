import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { SecretState } from '../lib/provider-settings-form.ts';
import type { SecretAction } from '../lib/settings-form.ts';

/**
 * A write-only secret (PayPal's client secret, Moyasar's and Tabby's keys): whether one is set and
 * where from, a key's last 4 characters at most, never its value; and the ways to change it:
 * replace it with a newly typed one, or clear the stored one. The input is empty by design and
 * never filled from the server.
 */
export function SecretField({
  id,
  testId,
  label,
  newLabel,
  hint,
  state,
  action,
  onAction,
  input,
  error,
}: {
  id: string;
  /** Prefix of the parts' test ids: `${testId}-state`, `-replace`, `-clear`, `-keep`, `-input`. */
  testId: string;
  label: string;
  newLabel: string;
  hint: string;
  state: SecretState;
  action: SecretAction;
  onAction: (action: SecretAction) => void;
  input: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useTranslation('adminSystem');
  const text =
    action === 'clear'
      ? t('paymentSettings.secret.willClear')
      : state.source === 'environment'
        ? t('paymentSettings.secret.fromEnvironment')
        : state.isSet
          ? t('paymentSettings.secret.set')
          : t('paymentSettings.secret.notSet');
  const tone = action === 'clear' ? 'danger' : state.isSet ? 'success' : null;

  return (
    <div data-testid={`${testId}-field`}>
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3 border border-line bg-ivory/40 px-3 py-2.5">
        <span
          data-testid={`${testId}-state`}
          data-state={action === 'clear' ? 'clearing' : state.isSet ? 'set' : 'not-set'}
          className={cx(
            'inline-flex items-center gap-2 text-sm',
            tone === 'danger' ? 'text-danger' : tone ? 'text-success' : 'text-ink-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={cx(
              'size-2 rounded-full',
              tone === 'danger' ? 'bg-danger' : tone ? 'bg-success' : 'bg-line',
            )}
          />
          {text}
        </span>
        {state.isSet && action === 'keep' && (
          <span
            className="font-mono text-sm tracking-widest text-ink-muted"
            data-testid={`${testId}-masked`}
          >
            {state.last4 ? (
              <>
                <span className="sr-only">
                  {t('paymentProviders.secretKey.endsWith', { last4: state.last4 })}
                </span>
                <Ltr>
                  <span aria-hidden="true">••••{state.last4}</span>
                </Ltr>
              </>
            ) : (
              <span aria-hidden="true">••••••••</span>
            )}
          </span>
        )}
        <span className="ms-auto flex flex-wrap gap-2">
          {action === 'keep' && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onAction('replace')}
              data-testid={`${testId}-replace`}
            >
              {state.isSet
                ? t('paymentSettings.secret.replace')
                : t('paymentSettings.secret.setNew')}
            </Button>
          )}
          {action === 'keep' && state.source === 'stored' && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onAction('clear')}
              data-testid={`${testId}-clear`}
            >
              {t('paymentSettings.secret.clear')}
            </Button>
          )}
          {action !== 'keep' && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onAction('keep')}
              data-testid={`${testId}-keep`}
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
            {newLabel}
          </label>
          <TextInput
            id={id}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            dir="ltr"
            invalid={Boolean(error)}
            aria-describedby={describedBy(id, { error, hint })}
            data-testid={`${testId}-input`}
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
