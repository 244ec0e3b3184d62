import { providerSettingProblemOf } from '@store/shared/schemas/payment-providers';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useRegisterTabbyWebhook } from '../api/register-tabby-webhook.ts';

/**
 * "Register the webhook with Tabby", for the saved settings: Tabby sends its webhooks only to an
 * address registered through its API. Says where Tabby will post, or why it cannot, in the page
 * language (the provider's own words when it refused).
 */
export function WebhookRegistration() {
  const { t } = useTranslation('adminSystem');
  const register = useRegisterTabbyWebhook();
  const result = register.data;
  const failure = register.error;
  const problems =
    failure instanceof ApiError
      ? failure.fieldErrors.map((error) => {
          const problem = providerSettingProblemOf(error.message);
          return problem ? t(`paymentProviders.problems.${problem}`) : error.message;
        })
      : [];
  const url = (address: string) => (
    <span dir="ltr" className="font-mono" style={{ unicodeBidi: 'isolate' }}>
      {address}
    </span>
  );

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => register.mutate()}
          disabled={register.isPending}
          data-testid="tabby-register-webhook"
        >
          {register.isPending
            ? t('paymentProviders.webhook.registering')
            : t('paymentProviders.webhook.register')}
        </Button>
        <p className="text-xs text-ink-muted">{t('paymentProviders.webhook.hint')}</p>
      </div>
      <div aria-live="polite" data-testid="tabby-webhook-result">
        {result && !register.isPending && (
          <p
            data-outcome={
              result.ok ? (result.alreadyRegistered ? 'already' : 'registered') : 'failed'
            }
            className={cx(
              'border px-4 py-3 text-sm',
              result.ok ? 'border-success/40 bg-success/10' : 'border-danger/40 bg-danger/5',
            )}
          >
            {result.ok
              ? t(
                  result.alreadyRegistered
                    ? 'paymentProviders.webhook.already'
                    : 'paymentProviders.webhook.registered',
                )
              : t('paymentProviders.webhook.failed')}{' '}
            {url(result.ok ? result.url : (result.providerMessage ?? result.message))}
          </p>
        )}
        {failure && !register.isPending && (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('paymentProviders.webhook.failed')} {problems.join(' ') || failure.message}
          </p>
        )}
      </div>
    </div>
  );
}
