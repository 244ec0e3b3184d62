import type { TaxDocumentsTotals as Totals } from '@store/shared/schemas/tax-documents';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { taxDocumentFormat } from '../lib/tax-document-format.ts';

type Sums = Totals['invoices'];

/** What the merchant reconciles with the reports: invoices less credit notes plus debit notes. */
export function netOfNotes(totals: Totals): Sums {
  const combine = (pick: (sums: Sums) => number) =>
    Math.round((pick(totals.invoices) - pick(totals.credits) + pick(totals.debits)) * 100) / 100;
  return {
    count: totals.invoices.count + totals.credits.count + totals.debits.count,
    taxExclusive: combine((s) => s.taxExclusive),
    vat: combine((s) => s.vat),
    payable: combine((s) => s.payable),
  };
}

/** The totals strip above the list: each kind's count and sums, and the net of them all. */
export function TaxDocumentsTotals({
  totals,
  isPending,
  isError,
}: {
  totals: Totals | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  const { t } = useTranslation('adminTaxDocuments');
  const { language } = useLanguage();
  const format = taxDocumentFormat(language);

  if (isError && !totals) {
    return (
      <p role="alert" className="text-sm text-danger" data-testid="tax-documents-totals-error">
        {t('totals.loadError')}
      </p>
    );
  }
  const cells = [
    { key: 'invoices', title: t('totals.invoices'), sums: totals?.invoices },
    { key: 'credits', title: t('totals.credits'), sums: totals?.credits },
    { key: 'debits', title: t('totals.debits'), sums: totals?.debits },
    { key: 'net', title: t('totals.net'), sums: totals && netOfNotes(totals) },
  ] as const;

  return (
    <section aria-label={t('totals.label')} data-testid="tax-documents-totals">
      <dl className="grid gap-px border border-line bg-line sm:grid-cols-2 xl:grid-cols-4">
        {cells.map((cell) => (
          <div
            key={cell.key}
            data-testid={`tax-documents-totals-${cell.key}`}
            className={cell.key === 'net' ? 'bg-ivory/70 p-4' : 'bg-paper p-4'}
          >
            <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase rtl:tracking-normal">
              {cell.title}
            </dt>
            <dd className="mt-2">
              {isPending || !cell.sums ? (
                <Skeleton className="h-12 w-full" />
              ) : (
                <>
                  <p className="font-display text-2xl text-ink" data-testid="totals-payable">
                    <Ltr>{format.money(cell.sums.payable)}</Ltr>
                  </p>
                  <p className="mt-1 text-xs text-ink-muted">
                    {t('totals.count', { formatted: format.number(cell.sums.count) })}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-ink-soft">
                    <span>
                      {t('totals.taxExclusive')} <Ltr>{format.money(cell.sums.taxExclusive)}</Ltr>
                    </span>
                    <span>
                      {t('totals.vat')} <Ltr>{format.money(cell.sums.vat)}</Ltr>
                    </span>
                  </p>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
