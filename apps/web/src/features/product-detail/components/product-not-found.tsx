import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowIcon } from '../../../components/ui/icons/arrow-icon.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

export function ProductNotFound() {
  const { t } = useTranslation('catalog');
  const paths = usePaths();
  useDocumentTitle(t('detail.notFound'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-28 text-center">
      <h1 className="text-display-lg">{t('detail.notFound')}</h1>
      <p className="mt-5 text-ink-soft">{t('detail.notFoundText')}</p>
      <Link to={paths.products} className={buttonClass('secondary', 'md', 'mt-10')}>
        <ArrowIcon size={16} className="rotate-180 rtl:rotate-0" />
        {t('detail.back')}
      </Link>
    </div>
  );
}
