import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * One editable part of the home page: a titled card with its own form and save button, so a save
 * sends only what that card holds and a refused save leaves the card as typed.
 */
export function EditorCard({
  id,
  title,
  description,
  children,
  onSubmit,
  dirty,
  saving,
  saveTestId,
  actions,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  dirty?: boolean;
  saving?: boolean;
  saveTestId?: string;
  /** Buttons in the heading (add). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('adminSite');
  const body = (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-xl text-ink">
            {title}
          </h2>
          {description && <p className="mt-1 max-w-2xl text-sm text-ink-soft">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </header>
      <div className="space-y-5 px-5 py-5 sm:px-6">{children}</div>
      {onSubmit && (
        <footer className="flex items-center justify-end gap-4 border-t border-line bg-ivory/40 px-5 py-3 sm:px-6">
          {dirty && (
            <span className="text-xs text-gold-deep" role="status">
              {t('content.unsaved')}
            </span>
          )}
          <Button type="submit" size="sm" disabled={saving} data-testid={saveTestId}>
            {saving ? t('content.saving') : t('content.save')}
          </Button>
        </footer>
      )}
    </>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="border border-line bg-paper">
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </section>
  );
}
