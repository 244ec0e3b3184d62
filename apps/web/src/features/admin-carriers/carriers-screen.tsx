import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { ListError, ListLoading } from '../../components/admin/list-states.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useCarrierSettings } from './api/get-carrier-settings.ts';
import { ManualCarriersForm } from './components/manual-carriers-form.tsx';
import { OtoSettingsForm } from './components/oto-settings-form.tsx';

/**
 * /admin/carriers: OTO (simulator, sandbox or live; its token, webhook secret, pickup location and
 * delivery option; a connection test) and the carriers shipped with by hand (the other courier's
 * name, the merchant's tracking pages). A save takes effect at the next shipment.
 */
export function CarriersScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminFulfilment');
  useDocumentTitle(t('settings.title'));
  const settings = useCarrierSettings();
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="carriers-screen">
      <AdminPageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.isPending ? (
        <ListLoading rows={4} />
      ) : settings.isError && !settings.data ? (
        <ListError
          title={t('settings.loadError')}
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <OtoSettingsForm
            key={`oto-${settings.data.oto.updatedAt ?? 'environment'}`}
            settings={settings.data.oto}
          />
          <ManualCarriersForm
            key={`manual-${settings.data.manual.updatedAt ?? 'default'}`}
            settings={settings.data.manual}
          />
        </>
      )}
    </div>
  );
}
