import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ShippingZoneInput } from '@store/shared/schemas/shipping';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ListError, ListLoading } from '../../../components/admin/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowIcon } from '../../../components/ui/icons/arrow-icon.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useDeleteZone } from '../api/delete-zone.ts';
import { useShipping } from '../api/get-shipping.ts';
import { useSaveZone } from '../api/save-zone.ts';
import { emptyZoneValues, zoneFormValues } from '../lib/zone-form.ts';
import { ZoneEditor } from './zone-editor.tsx';

/** /admin/shipping/zones/new and /admin/shipping/zones/{id}: the zone editor; delete with confirmation. */
export function ZoneEditorPage() {
  const { id } = useParams();
  const isNew = !id;
  const { t } = useTranslation('adminShipping');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const shipping = useShipping();
  const save = useSaveZone(id);
  const remove = useDeleteZone();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const zone = id ? shipping.data?.zones.find((candidate) => candidate.id === id) : undefined;
  const zoneName = zone ? zone.name[language] || zone.name.en : '';
  const title = isNew ? t('editor.newTitle') : zoneName || t('editor.editTitle');
  useDocumentTitle(title);
  const backToList = () => void navigate('../..', { relative: 'path' });

  async function onSubmit(input: ShippingZoneInput) {
    await save.mutateAsync(input);
    toast.success(t(isNew ? 'toasts.zoneCreated' : 'toasts.zoneSaved'));
    backToList();
  }

  async function onDelete() {
    if (!id) return;
    try {
      await remove.mutateAsync(id);
      toast.success(t('toasts.zoneDeleted'));
      backToList();
    } catch (error) {
      toast.error(t('toasts.deleteFailed'), (error as Error).message);
      setConfirmDelete(false);
    }
  }

  let body;
  if (shipping.isPending) {
    body = <ListLoading rows={6} />;
  } else if (shipping.isError && !shipping.data) {
    body = (
      <ListError
        title={t('loadFailed')}
        message={shipping.error.message}
        onRetry={() => void shipping.refetch()}
      />
    );
  } else if (!isNew && !zone) {
    body = <ListError title={t('editor.notFound')} message={t('editor.notFoundHint')} />;
  } else {
    body = (
      <ZoneEditor
        key={id ?? 'new'}
        defaultValues={zone ? zoneFormValues(zone) : emptyZoneValues()}
        shipAbroad={shipping.data.options.shipAbroad}
        onSubmit={onSubmit}
        onCancel={backToList}
        busy={save.isPending}
        extraActions={
          zone && (
            <Button
              variant="ghost"
              size="sm"
              className="text-danger hover:bg-danger/5"
              onClick={() => setConfirmDelete(true)}
              data-testid="zone-delete"
            >
              {t('zones.delete')}
            </Button>
          )
        }
      />
    );
  }

  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="zone-editor-page">
      <div>
        <Link to="../.." relative="path" className={buttonClass('ghost', 'sm')}>
          <ArrowIcon size={14} className="rotate-180 rtl:rotate-0" />
          {t('editor.back')}
        </Link>
      </div>
      <AdminPageHeader
        title={title}
        description={isNew ? t('editor.newDescription') : t('editor.editDescription')}
      />
      {body}
      <ConfirmDialog
        open={confirmDelete}
        title={t('zones.deleteTitle', { name: zoneName })}
        message={t('zones.deleteMessage')}
        confirmLabel={t('zones.deleteConfirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
