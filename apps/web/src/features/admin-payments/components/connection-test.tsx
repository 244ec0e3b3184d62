import type {
  ConnectionTestResult,
  HostedProviderName,
  MoyasarConnectionTest,
  TabbyConnectionTest,
} from '@store/shared/schemas/payment-providers';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useTestProviderConnection } from '../api/test-provider-connection.ts';

const OUTCOME_TEXTS = {
  connected: 'connected',
  simulator: 'simulator',
  'key-refused': 'keyRefused',
  unavailable: 'unavailable',
  refused: 'refused',
} as const satisfies Record<ConnectionTestResult['outcome'], string>;

/**
 * "Test the connection": calls the provider with what the form holds now (the key typed, else the
 * saved one) and shows how it answered, in the page language, with the provider's own words when
 * it refused. A key the server refuses before calling lands on its field (`onFieldError`).
 */
export function ConnectionTest({
  provider,
  request,
  onFieldError,
}: {
  provider: HostedProviderName;
  request: () => MoyasarConnectionTest | TabbyConnectionTest;
  onFieldError: (field: string, message: string) => boolean;
}) {
  const { t } = useTranslation('adminSystem');
  const test = useTestProviderConnection(provider);
  const name = t(`paymentProviders.names.${provider}`);
  const result = test.data;
  const failure = test.error;

  const run = () => {
    test.mutate(request(), {
      onError: (error) => {
        for (const fieldError of error instanceof ApiError ? error.fieldErrors : []) {
          onFieldError(fieldError.field, fieldError.message);
        }
      },
    });
  };

  const outcomeText =
    result &&
    (result.outcome === 'key-refused' && provider === 'tabby'
      ? t('paymentProviders.connection.keyOrCodeRefused', { provider: name })
      : t(`paymentProviders.connection.${OUTCOME_TEXTS[result.outcome]}`, {
          provider: name,
          mode: t(`paymentProviders.mode.${result.mode}.label`),
        }));

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={run}
          disabled={test.isPending}
          data-testid={`${provider}-test-connection`}
        >
          {test.isPending
            ? t('paymentProviders.connection.testing')
            : t('paymentProviders.connection.test')}
        </Button>
        <p className="text-xs text-ink-muted">
          {t('paymentProviders.connection.hint', { provider: name })}
        </p>
      </div>
      <div aria-live="polite" data-testid={`${provider}-connection-result`}>
        {result && !test.isPending && (
          <div
            data-outcome={result.outcome}
            className={cx(
              'border px-4 py-3 text-sm',
              result.ok ? 'border-success/40 bg-success/10' : 'border-danger/40 bg-danger/5',
            )}
          >
            <p className={cx('font-medium', result.ok ? 'text-success' : 'text-danger')}>
              {outcomeText}
            </p>
            {result.providerMessage && (
              <p className="mt-1 text-xs text-ink-soft">
                {t('paymentProviders.connection.providerSaid', { provider: name })}{' '}
                <span dir="ltr" className="font-mono" style={{ unicodeBidi: 'isolate' }}>
                  {result.providerMessage}
                </span>
              </p>
            )}
          </div>
        )}
        {failure && !test.isPending && (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('paymentProviders.connection.failed')}{' '}
            {failure instanceof ApiError && failure.fieldErrors.length
              ? t('paymentProviders.checkFields')
              : failure.message}
          </p>
        )}
      </div>
    </div>
  );
}
