import { useState } from 'react';
import { Link } from 'react-router';
import type { ShippingZone } from '@store/shared/schemas/shipping';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ListStates } from '../../../components/admin/list-states.tsx';
import { SortableList } from '../../../components/admin/sortable-list.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PlusIcon } from '../../../components/ui/icons/plus-icon.tsx';
import { TruckIcon } from '../../../components/ui/icons/truck-icon.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useDeleteZone } from '../api/delete-zone.ts';
import { useShipping } from '../api/get-shipping.ts';
import { useReorderZones } from '../api/reorder-zones.ts';
import { ShippingOptionsForm } from './shipping-options-form.tsx';
import { ZoneRow } from './zone-row.tsx';

/**
 * /admin/shipping: the delivery zones in the order they are matched (drag to reorder), each with
 * its places, cash on delivery and methods; delete with confirmation; the store's options.
 */
export function ShippingListPage() {
  const { t } = useTranslation('adminShipping');
  const { language } = useLanguage();
  useDocumentTitle(t('title'));
  const shipping = useShipping();
  const reorder = useReorderZones();
  const remove = useDeleteZone();
  const [deleting, setDeleting] = useState<ShippingZone | null>(null);
  const zones = shipping.data?.zones ?? [];
  const nameOf = (zone: ShippingZone) => zone.name[language] || zone.name.en;

  async function onReorder(ordered: ShippingZone[]) {
    try {
      await reorder.mutateAsync(ordered);
      toast.success(t('toasts.reordered'));
    } catch (error) {
      toast.error(t('toasts.reorderFailed'), (error as Error).message);
    }
  }

  async function onDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('toasts.zoneDeleted'));
    } catch (error) {
      toast.error(t('toasts.deleteFailed'), (error as Error).message);
    }
    setDeleting(null);
  }

  const newZone = (
    <Link to="zones/new" className={buttonClass('primary', 'sm')} data-testid="zone-new">
      <PlusIcon size={14} />
      {t('zones.new')}
    </Link>
  );

  return (
    <div className="flex flex-col gap-6" data-testid="shipping-screen">
      <AdminPageHeader title={t('title')} description={t('description')} actions={newZone} />

      <section className="flex flex-col gap-3" aria-labelledby="shipping-zones-title">
        <div>
          <h2 id="shipping-zones-title" className="font-display text-xl text-ink">
            {t('zones.title')}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('zones.matchingHint')}</p>
        </div>
        <ListStates
          isPending={shipping.isPending}
          isError={shipping.isError && !shipping.data}
          error={shipping.error}
          onRetry={() => void shipping.refetch()}
          isEmpty={zones.length === 0}
          empty={{
            icon: <TruckIcon size={28} />,
            title: t('zones.emptyTitle'),
            description: t('zones.emptyDescription'),
            action: newZone,
          }}
        >
          {zones.length > 1 && <p className="text-xs text-ink-muted">{t('zones.reorderHint')}</p>}
          <SortableList
            items={zones}
            getId={(zone) => zone.id}
            onReorder={(ordered) => void onReorder(ordered)}
            className="divide-y divide-line border border-line bg-paper"
            itemClassName="bg-paper"
            renderItem={(zone, handle) => (
              <ZoneRow
                zone={zone}
                position={zones.indexOf(zone) + 1}
                handle={zones.length > 1 ? handle : undefined}
                onDelete={() => setDeleting(zone)}
              />
            )}
          />
        </ListStates>
      </section>

      {shipping.data && (
        <ShippingOptionsForm
          key={JSON.stringify(shipping.data.options)}
          options={shipping.data.options}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('zones.deleteTitle', { name: nameOf(deleting) }) : ''}
        message={t('zones.deleteMessage')}
        confirmLabel={t('zones.deleteConfirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
