import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';

/** One group of settings: a titled card holding its own form and save button. */
export function SettingsCard({
  id,
  title,
  description,
  onSubmit,
  dirty,
  saving,
  children,
  extra,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  dirty: boolean;
  saving: boolean;
  children: ReactNode;
  /** Below the form, outside it (the test email). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('adminSite');
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border border-line bg-paper"
    >
      <form noValidate onSubmit={onSubmit}>
        <header className="border-b border-line px-5 py-4 sm:px-6">
          <h2 id={`${id}-title`} className="font-display text-xl text-ink">
            {title}
          </h2>
          {description && <p className="mt-1 max-w-2xl text-sm text-ink-soft">{description}</p>}
        </header>
        <div className="space-y-5 px-5 py-5 sm:px-6">{children}</div>
        <footer className="flex items-center justify-end gap-4 border-t border-line bg-ivory/40 px-5 py-3 sm:px-6">
          {dirty && (
            <span className="text-xs text-gold-deep" role="status">
              {t('settings.unsaved')}
            </span>
          )}
          <Button type="submit" size="sm" disabled={saving} data-testid={`${id}-save`}>
            {saving ? t('settings.saving') : t('settings.save')}
          </Button>
        </footer>
      </form>
      {extra}
    </section>
  );
}
