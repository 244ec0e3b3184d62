import { Link } from 'react-router';
import { formatStoreDate } from '@store/shared/store-date';
import { intlLocaleOf, localize } from '@store/shared/locales';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
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
  const paragraphs = policy.data
    ? localize(policy.data.text, language)
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
    : [];

  return (
    <div className="mx-auto max-w-[90rem] px-5 py-14 sm:px-6 lg:px-10 lg:py-20">
      <SectionHeading as="h1" align="start" eyebrow={t('page.eyebrow')} title={t('page.title')} />
      <div className="mt-12 max-w-3xl">
        {policy.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-5 w-4/5" />
          </div>
        ) : policy.isError ? (
          <div className="flex flex-col items-start gap-4">
            <p role="alert" className="text-danger">
              {t('page.loadError')}
            </p>
            <Button variant="secondary" onClick={() => void policy.refetch()}>
              {t('page.retry')}
            </Button>
          </div>
        ) : (
          <>
            <p
              className="border-s-2 border-champagne ps-4 text-sm text-ink"
              data-testid="privacy-retention"
            >
              {t('page.retention', { count: policy.data.retentionYears })}
            </p>
            <div
              className="mt-10 space-y-5 text-base leading-loose text-ink-soft"
              data-testid="privacy-policy-text"
            >
              {paragraphs.map((paragraph, index) => (
                <p key={index} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
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
                version: policy.data.version,
                date: formatStoreDate(policy.data.publishedAt, intlLocaleOf(language)),
              })}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
