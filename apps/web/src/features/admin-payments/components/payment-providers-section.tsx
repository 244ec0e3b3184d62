import { ListError, ListLoading } from '../../../components/admin/list-states.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePaymentProviders } from '../api/get-payment-providers.ts';
import { HostedProviderForm } from './hosted-provider-form.tsx';
import { PaymentMethodsForm } from './payment-methods-form.tsx';

/**
 * Moyasar, Tabby and every method's switch and limits (issue 17). Each part saves on its own;
 * a form starts again from what the server answered after its save.
 */
export function PaymentProvidersSection() {
  const { t } = useTranslation('adminSystem');
  const providers = usePaymentProviders();
  if (providers.isPending) return <ListLoading rows={3} />;
  if (providers.isError && !providers.data) {
    return (
      <ListError
        title={t('paymentProviders.loadFailed')}
        message={providers.error.message}
        onRetry={() => void providers.refetch()}
      />
    );
  }
  const { moyasar, tabby, methods, methodsUpdatedAt } = providers.data;
  return (
    <div className="flex flex-col gap-6" data-testid="payment-providers">
      <HostedProviderForm
        key={`moyasar-${moyasar.updatedAt ?? 'environment'}`}
        provider="moyasar"
        settings={moyasar}
      />
      <HostedProviderForm
        key={`tabby-${tabby.updatedAt ?? 'environment'}`}
        provider="tabby"
        settings={tabby}
      />
      <PaymentMethodsForm key={methodsUpdatedAt ?? 'defaults'} rules={methods} />
    </div>
  );
}
