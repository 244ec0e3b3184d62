import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import type { MediaItem } from '@store/shared/schemas/media';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Modal } from '../../../components/admin/modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDeleteMedia } from '../../../lib/admin-media-api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';

/**
 * Deleting an image: refused up front (with where it is used) when the list says it is in use;
 * otherwise confirmed, then deleted. A 409 from the server (it came into use meanwhile) is said
 * in the page's language.
 */
export function DeleteMediaDialog({
  item,
  onClose,
}: {
  item: MediaItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const remove = useDeleteMedia();

  if (!item) return null;

  if (item.usedBy.length > 0) {
    return (
      <Modal
        open
        onClose={onClose}
        title={t('media.inUseTitle')}
        size="sm"
        testId="media-in-use-dialog"
        footer={
          <Button size="sm" onClick={onClose}>
            {t('media.close')}
          </Button>
        }
      >
        <p className="text-sm text-ink-soft">{t('media.inUseMessage')}</p>
        <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-ink">
          {item.usedBy.map((usage) => (
            <li key={`${usage.kind}-${usage.id}`}>
              {t(`media.kinds.${usage.kind}`)}
              {usage.kind !== 'about' &&
                usage.kind !== 'hero' &&
                `: ${localize(usage.label, language)}`}
            </li>
          ))}
        </ul>
      </Modal>
    );
  }

  return (
    <ConfirmDialog
      open
      title={t('media.confirmTitle')}
      message={t('media.confirmMessage', { name: item.originalName })}
      confirmLabel={t('media.confirm')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(item.id, {
          onSuccess: () => {
            toast.success(t('media.deleted'));
            onClose();
          },
          onError: (error) => {
            const inUse = error instanceof ApiError && error.status === 409;
            toast.error(
              t('media.deleteFailed'),
              inUse ? t('media.inUseError') : error instanceof Error ? error.message : undefined,
            );
            onClose();
          },
        })
      }
    />
  );
}
