import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentSettings } from '@store/shared/schemas/payments';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { SecretAction } from '../lib/settings-form.ts';
import { SecretField } from './secret-field.tsx';

/** PayPal's write-only client secret: whether one is set, never its value. */
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
  return (
    <SecretField
      id="payment-client-secret"
      testId="client-secret"
      label={t('paymentSettings.secret.label')}
      newLabel={t('paymentSettings.secret.newLabel')}
      hint={t('paymentSettings.secret.hint')}
      state={{
        isSet: settings.hasClientSecret,
        source: settings.clientSecretSource,
        last4: null,
      }}
      action={action}
      onAction={onAction}
      input={input}
      error={error}
    />
  );
}
