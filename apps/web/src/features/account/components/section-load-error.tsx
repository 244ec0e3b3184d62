import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** A section of the account page whose list did not load: why, and a link to ask again. */
export function SectionLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4" role="alert">
      <p className="text-sm text-danger">{message}</p>
      <button type="button" className={buttonClass('link')} onClick={onRetry}>
        {t('page.retry')}
      </button>
    </div>
  );
}
