import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { ListError, ListLoading } from '../../components/admin/list-states.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useSmsSettings } from './api/get-sms-settings.ts';
import { SmsDeliveryNotice } from './components/sms-delivery-notice.tsx';
import { SmsOutbox } from './components/sms-outbox.tsx';
import { SmsSettingsForm } from './components/sms-settings-form.tsx';
import { SmsTestMessage } from './components/sms-test-message.tsx';

/**
 * /admin/sms: how text messages leave now (through Unifonic, or into the outbox folder, which in
 * production is an error), Unifonic's AppSid and sender name, a test message, the outbox's latest.
 */
export function SmsScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminSms');
  useDocumentTitle(t('title'));
  const settings = useSmsSettings();
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="sms-screen">
      <AdminPageHeader title={t('title')} description={t('description')} />
      {settings.isPending ? (
        <ListLoading rows={4} />
      ) : settings.isError && !settings.data ? (
        <ListError
          title={t('loadError')}
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <SmsDeliveryNotice settings={settings.data} />
          <SmsSettingsForm
            key={`sms-${settings.data.updatedAt ?? 'none'}`}
            settings={settings.data}
          />
          <SmsTestMessage />
          {settings.data.outbox && <SmsOutbox outbox={settings.data.outbox} />}
        </>
      )}
    </div>
  );
}
