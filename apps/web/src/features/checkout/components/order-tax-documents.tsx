import { intlLocaleOf, type Language } from '@store/shared/locales';
import type { PublicOrder } from '@store/shared/schemas/orders';
import { STORE_TIME_ZONE } from '@store/shared/schemas/payments';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The day a document was issued, in Riyadh, as the shopper's language writes it. */
function issuedDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeZone: STORE_TIME_ZONE,
  }).format(new Date(iso));
}

/** The order's tax invoice and notes (issue 18), each with its PDF to download. */
export function OrderTaxDocuments({ documents }: { documents: PublicOrder['taxDocuments'] }) {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  if (documents.length === 0) return null;
  return (
    <section
      aria-labelledby="order-tax-documents"
      className="mt-6 border-t border-line pt-5"
      data-testid="order-tax-documents"
    >
      <h3 id="order-tax-documents" className="font-display text-xl">
        {t('order.taxDocuments.title')}
      </h3>
      <p className="mt-1 text-xs text-ink-muted">{t('order.taxDocuments.hint')}</p>
      <ul className="mt-3 divide-y divide-line">
        {documents.map((document) => (
          <li
            key={document.number}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
            data-testid="order-tax-document"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">
                {t(`order.taxDocuments.kinds.${document.kind}`)}{' '}
                <Ltr className="font-mono text-xs">{document.number}</Ltr>
              </p>
              <p className="mt-0.5 text-xs text-ink-muted">
                {t('order.taxDocuments.issued', {
                  date: issuedDay(document.issuedAt, language),
                })}
                {' · '}
                <Price amount={document.payable} />
              </p>
            </div>
            <a
              href={document.pdfUrl}
              target="_blank"
              rel="noopener"
              download
              className="text-sm text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink"
              data-testid="order-tax-document-pdf"
            >
              {t(`order.taxDocuments.download.${document.kind}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
