import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The foot of one section's form: unsaved changes, discard, save. */
export function SaveBar({
  testId,
  dirty,
  pending,
  onDiscard,
}: {
  /** `${testId}-unsaved`, `${testId}-save`. */
  testId: string;
  dirty: boolean;
  pending: boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('adminSystem');
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4">
      {dirty && (
        <p className="me-auto text-sm text-ink-soft" data-testid={`${testId}-unsaved`}>
          {t('paymentProviders.unsaved')}
        </p>
      )}
      <Button variant="ghost" size="sm" disabled={!dirty || pending} onClick={onDiscard}>
        {t('paymentProviders.discard')}
      </Button>
      <Button type="submit" size="sm" disabled={pending} data-testid={`${testId}-save`}>
        {pending ? t('paymentProviders.saving') : t('paymentProviders.save')}
      </Button>
    </div>
  );
}
