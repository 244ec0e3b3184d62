import { Link } from 'react-router';
import { formatStoreDate } from '@store/shared/store-date';
import { intlLocaleOf, localize } from '@store/shared/locales';
import { MerchantParagraphs, PolicyBody } from '../../../components/ui/merchant-text.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePrivacyPolicy } from '../../../api/privacy-policy.ts';

/**
 * /privacy, linked from the footer and the account page: the merchant's policy in the page's
 * language, the retention period the store applies (from the same record, so the two never
 * disagree), and where the shopper's rights are exercised.
 */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy');
  const { language } = useLanguage();
  const paths = usePaths();
  const policy = usePrivacyPolicy();
  useDocumentTitle(t('page.documentTitle'));

  return (
    <div className="mx-auto max-w-[90rem] px-5 py-14 sm:px-6 lg:px-10 lg:py-20">
      <SectionHeading as="h1" align="start" eyebrow={t('page.eyebrow')} title={t('page.title')} />
      <div className="mt-12 max-w-3xl">
        <PolicyBody query={policy} loadError={t('page.loadError')} retry={t('page.retry')}>
          {(data) => (
            <>
              <p
                className="border-s-2 border-champagne ps-4 text-sm text-ink"
                data-testid="privacy-retention"
              >
                {t('page.retention', { count: data.retentionYears })}
              </p>
              <div className="mt-10">
                <MerchantParagraphs
                  text={localize(data.text, language)}
                  testId="privacy-policy-text"
                />
              </div>
              <p className="mt-10 text-sm text-ink-soft">
                {t('page.rights')}{' '}
                <Link
                  to={paths.account}
                  className="text-ink underline decoration-champagne underline-offset-4"
                >
                  {t('page.accountLink')}
                </Link>
              </p>
              <p className="mt-4 text-xs text-ink-soft" data-testid="privacy-version">
                {t('page.version', {
                  version: data.version,
                  date: formatStoreDate(data.publishedAt, intlLocaleOf(language)),
                })}
              </p>
            </>
          )}
        </PolicyBody>
      </div>
    </div>
  );
}
