import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { PaymentSettings } from '@store/shared/schemas/payments';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { ListError, ListLoading } from '../../components/admin/list-states.tsx';
import { Ltr } from '../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { cx } from '../../lib/class-names.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { usePaymentSettings } from './api/get-payment-settings.ts';
import { PaymentProvidersSection } from './components/payment-providers-section.tsx';
import { PaymentSettingsForm } from './components/payment-settings-form.tsx';
import { formatDateTime } from './lib/payment-format.ts';

/** What the next checkout uses, stated plainly above the form. */
function ActiveProvider({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const tone = settings.activeProvider.simulated
    ? 'border-warning/40 bg-warning/10'
    : settings.mode === 'live'
      ? 'border-success/40 bg-success/10'
      : 'border-info/40 bg-info/10';
  return (
    <div
      className={cx('border px-5 py-4', tone)}
      data-testid="active-provider"
      data-mode={settings.mode}
    >
      <p className="text-xs font-medium tracking-wide text-ink-soft uppercase rtl:tracking-normal">
        {t('paymentSettings.active.title')}
      </p>
      <p className="mt-1 text-base font-medium text-ink">
        {t(
          `paymentSettings.active.${settings.activeProvider.simulated ? 'simulator' : settings.mode}`,
        )}
      </p>
      <p className="mt-1 text-xs text-ink-soft">
        {settings.source === 'environment' ? (
          t('paymentSettings.active.fromEnvironment')
        ) : settings.updatedAt ? (
          <>
            {t('paymentSettings.active.lastSaved')}{' '}
            <Ltr>{formatDateTime(settings.updatedAt, language)}</Ltr>
          </>
        ) : null}
      </p>
    </div>
  );
}

/**
 * /admin/payment-settings: PayPal, Moyasar and Tabby, and which methods checkout offers; each
 * takes effect at the next checkout.
 */
export function PaymentSettingsScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminSystem');
  useDocumentTitle(t('paymentSettings.title'));
  const settings = usePaymentSettings();
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="payment-settings-screen">
      <AdminPageHeader
        title={t('paymentSettings.title')}
        description={t('paymentSettings.description')}
      />
      {settings.isPending ? (
        <ListLoading rows={4} />
      ) : settings.isError && !settings.data ? (
        <ListError
          title={t('paymentSettings.loadFailed')}
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <ActiveProvider settings={settings.data} />
          <PaymentSettingsForm
            key={settings.data.updatedAt ?? 'environment'}
            settings={settings.data}
          />
          <PaymentProvidersSection />
        </>
      )}
    </div>
  );
}
