import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Field, TextInput } from '../../../components/admin/form-field.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

export type PasswordMode = 'keep' | 'replace' | 'clear';

/**
 * The SMTP password, write-only: the screen only ever knows whether one is set. The admin keeps
 * it, types a new one, or clears it; the field starts empty and nothing stored is ever shown.
 */
export function SmtpPasswordField({
  passwordSet,
  mode,
  onModeChange,
  field,
  error,
}: {
  passwordSet: boolean;
  mode: PasswordMode;
  onModeChange: (mode: PasswordMode) => void;
  field: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useTranslation('adminSite');
  const status = passwordSet ? t('settings.email.passwordSet') : t('settings.email.passwordNotSet');
  return (
    <div className="space-y-3" data-testid="smtp-password">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-ink">{t('settings.email.password')}</span>
        <Badge tone={passwordSet ? 'gold' : 'outline'}>
          <span data-testid="smtp-password-status">{status}</span>
        </Badge>
        {mode === 'keep' ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onModeChange('replace')}
              data-testid="smtp-password-replace"
            >
              {passwordSet
                ? t('settings.email.passwordReplace')
                : t('settings.email.passwordSetNew')}
            </Button>
            {passwordSet && (
              <Button
                size="sm"
                variant="ghost"
                className="text-danger"
                onClick={() => onModeChange('clear')}
                data-testid="smtp-password-clear"
              >
                {t('settings.email.passwordClear')}
              </Button>
            )}
          </>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onModeChange('keep')}
            data-testid="smtp-password-keep"
          >
            {t('settings.email.passwordKeep')}
          </Button>
        )}
      </div>
      {mode === 'replace' && (
        <Field
          label={t('settings.email.passwordNew')}
          htmlFor="smtp-password-input"
          required
          error={error}
          hint={t('settings.email.passwordHint')}
          className="md:w-1/2"
        >
          <TextInput
            id="smtp-password-input"
            type="password"
            dir="ltr"
            autoComplete="new-password"
            invalid={Boolean(error)}
            data-testid="smtp-password-input"
            {...field}
          />
        </Field>
      )}
      {mode === 'clear' && (
        <p role="status" className="text-sm text-danger">
          {t('settings.email.passwordWillClear')}
        </p>
      )}
    </div>
  );
}
