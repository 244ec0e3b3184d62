import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useResetHomepage } from '../api/reset-homepage.ts';
import { EditorCard } from './editor-card.tsx';

/** Back to the default home page, after a confirmation; the history keeps what was there. */
export function ResetCard() {
  const { t } = useTranslation('adminSite');
  const [asking, setAsking] = useState(false);
  const reset = useResetHomepage();
  return (
    <EditorCard id="reset-card" title={t('content.reset.title')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-2xl text-sm text-ink-soft">{t('content.reset.description')}</p>
        <Button
          variant="secondary"
          size="sm"
          className="border-danger text-danger hover:bg-danger hover:text-ivory"
          onClick={() => setAsking(true)}
          data-testid="homepage-reset"
        >
          {t('content.reset.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('content.reset.confirmTitle')}
        message={t('content.reset.confirmMessage')}
        confirmLabel={t('content.reset.confirm')}
        tone="danger"
        busy={reset.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </EditorCard>
  );
}
