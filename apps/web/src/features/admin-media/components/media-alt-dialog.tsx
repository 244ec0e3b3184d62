import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { z } from 'zod';
import { MEDIA_ALT_MAX_LENGTH, type MediaItem } from '@store/shared/schemas/media';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';
import { Modal } from '../../../components/admin/modal.tsx';
import { thumbnailUrl } from '../../../components/admin/media-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateMedia } from '../../../lib/admin-media-api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../stores/toast-store.ts';

interface AltValues {
  alt: { en: string; ar: string };
}

/**
 * Describes an image in English and Arabic (its alternative text). Checked here with the
 * server's limit and a message in the page's language; a refused save keeps what was typed.
 */
export function MediaAltDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  if (!item) return null;
  return <MediaAltForm item={item} onClose={onClose} />;
}

function MediaAltForm({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const { t } = useTranslation('adminSystem');
  const update = useUpdateMedia();
  const schema = useMemo(() => {
    const text = z
      .string()
      .trim()
      .max(MEDIA_ALT_MAX_LENGTH, { error: t('media.altTooLong', { max: MEDIA_ALT_MAX_LENGTH }) });
    return z.object({ alt: z.object({ en: text, ar: text }) });
  }, [t]);
  const form = useForm<AltValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { alt: { en: item.alt.en, ar: item.alt.ar } },
    mode: 'onTouched',
  });
  const { handleSubmit, setError } = form;

  async function submit(values: AltValues) {
    try {
      await update.mutateAsync({ id: item.id, update: values });
      toast.success(t('media.saved'));
      onClose();
    } catch (error) {
      toast.error(t('media.saveFailed'), error instanceof Error ? error.message : undefined);
      if (!(error instanceof ApiError)) return;
      for (const fieldError of error.fieldErrors) {
        if (fieldError.field === 'alt.en' || fieldError.field === 'alt.ar') {
          setError(fieldError.field, { type: 'server', message: fieldError.message });
        }
      }
    }
  }

  const formId = `media-alt-${item.id}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('media.altTitle')}
      description={t('media.altDescription')}
      size="md"
      testId="media-alt-dialog"
      footer={
        <>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('media.cancel')}
          </Button>
          <Button size="sm" type="submit" form={formId} disabled={update.isPending}>
            {t('media.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <div className="flex items-center gap-3">
          <img src={thumbnailUrl(item)} alt="" className="size-16 shrink-0 object-cover" />
          <p className="min-w-0 truncate text-sm text-ink" dir="auto">
            {item.originalName}
          </p>
        </div>
        <BilingualInput
          form={form}
          name="alt"
          id="media-alt"
          label={t('media.altLabel')}
          multiline
          rows={3}
          testId="media-alt"
        />
      </form>
    </Modal>
  );
}
