import { useNavigate } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { MerchantParagraphs, PolicyBody } from '../../../components/ui/merchant-text.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import { useReturnPolicy } from '../../../api/get-return-policy.ts';
import { useReturnTexts } from '../lib/use-return-texts.ts';
import { OrderLookupForm } from './order-lookup-form.tsx';
import { ReturnPolicySummary } from './return-policy-summary.tsx';

/**
 * /return-policy, linked from the footer: the store's rules in short (from its settings, so they
 * never disagree with what the return page enforces), the merchant's text in the page's language,
 * and where to start a return.
 */
export function ReturnPolicyPage() {
  const { t } = useTranslation('returns');
  const paths = usePaths();
  const texts = useReturnTexts();
  const navigate = useNavigate();
  const policy = useReturnPolicy();
  useDocumentTitle(t('policyPage.documentTitle'));

  return (
    <div className="mx-auto max-w-[90rem] px-5 py-14 sm:px-6 lg:px-10 lg:py-20">
      <SectionHeading
        as="h1"
        align="start"
        eyebrow={t('policyPage.eyebrow')}
        title={t('policyPage.title')}
      />
      <div className="mt-12 grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <div className="min-w-0">
          <PolicyBody query={policy} loadError={t('policyPage.loadError')} retry={t('page.retry')}>
            {(data) => (
              <>
                <ReturnPolicySummary policy={data} showLink={false} />
                <div className="mt-10 max-w-3xl">
                  <MerchantParagraphs
                    text={localize(data.policy, texts.language)}
                    testId="return-policy-text"
                  />
                </div>
              </>
            )}
          </PolicyBody>
        </div>
        <section
          aria-labelledby="start-return"
          className="h-fit border border-line bg-paper p-6 sm:p-8"
        >
          <h2 id="start-return" className="font-display text-2xl text-ink">
            {t('policyPage.start')}
          </h2>
          <p className="mt-2 mb-6 text-sm text-ink-soft">{t('policyPage.startText')}</p>
          <OrderLookupForm
            testId="start-return-form"
            onSubmit={({ orderNumber, email }) => navigate(paths.returnRequest(orderNumber, email))}
          />
        </section>
      </div>
    </div>
  );
}
