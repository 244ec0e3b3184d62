import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { LOW_STOCK_THRESHOLD } from '@store/shared/constants';
import { intlLocaleOf } from '@store/shared/locales';
import type { InventoryItem, InventoryReport } from '@store/shared/schemas/catalog-admin';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/admin/list-states.tsx';
import { TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowIcon } from '../../../components/ui/icons/arrow-icon.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { downloadCsv } from '../../../lib/csv-download.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useInventoryReport } from '../api/get-inventory-report.ts';
import { useErrorToast } from '../../../hooks/use-error-toast.ts';

function thresholdOf(params: URLSearchParams): number {
  const value = Number(params.get('threshold'));
  return Number.isInteger(value) && value >= 0 && params.has('threshold')
    ? value
    : LOW_STOCK_THRESHOLD;
}

/** /admin/products/inventory: stock totals, value, what to restock, per family; CSV export. */
export function InventoryReportPage() {
  const { t } = useTranslation(['adminCatalog', 'catalog']);
  const { language } = useLanguage();
  useDocumentTitle(t('inventory.title'));
  const [params, setParams] = useSearchParams();
  const threshold = thresholdOf(params);
  const [draft, setDraft] = useState(String(threshold));
  const report = useInventoryReport(threshold);
  const number = new Intl.NumberFormat(intlLocaleOf(language));

  useErrorToast(report.isError, t('toasts.inventoryFailed'));

  function exportCsv(data: InventoryReport) {
    const rows = [
      ...data.outOfStock.map((item) => ({ item, state: t('stockStates.out') })),
      ...data.lowStock.map((item) => ({ item, state: t('stockStates.low') })),
    ];
    downloadCsv(`inventory-${data.generatedAt.slice(0, 10)}.csv`, rows, [
      { label: t('inventory.csv.nameEn'), value: (r) => r.item.name.en },
      { label: t('inventory.csv.nameAr'), value: (r) => r.item.name.ar },
      {
        label: t('inventory.csv.family'),
        value: (r) => t(`families.${r.item.category}`, { ns: 'catalog' }),
      },
      { label: t('inventory.csv.stock'), value: (r) => r.item.stock },
      { label: t('inventory.csv.price'), value: (r) => r.item.price.toFixed(2) },
      { label: t('inventory.csv.state'), value: (r) => r.state },
      { label: t('inventory.csv.id'), value: (r) => r.item._id },
    ]);
  }

  const itemsTable = (items: InventoryItem[], caption: string, testId: string) =>
    items.length === 0 ? (
      <ListEmpty title={t('inventory.noneTitle')} description={t('inventory.noneDescription')} />
    ) : (
      <Table caption={caption} testId={testId}>
        <thead>
          <tr>
            <Th>{t('table.name')}</Th>
            <Th>{t('table.family')}</Th>
            <Th numeric>{t('table.price')}</Th>
            <Th numeric>{t('table.stock')}</Th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item._id}>
              <Td>
                <Link
                  to={`../${item._id}`}
                  className="text-ink hover:text-gold-deep hover:underline"
                >
                  {item.name[language] || item.name.en}
                </Link>
              </Td>
              <Td className="text-ink-soft">{t(`families.${item.category}`, { ns: 'catalog' })}</Td>
              <Td numeric>
                <Price amount={item.price} />
              </Td>
              <Td numeric>
                <span dir="ltr">{number.format(item.stock)}</span>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  let body;
  if (report.isPending) body = <ListLoading rows={6} />;
  else if (report.isError)
    body = (
      <ListError
        title={t('toasts.inventoryFailed')}
        message={report.error instanceof Error ? report.error.message : undefined}
        onRetry={() => void report.refetch()}
      />
    );
  else {
    const data = report.data;
    const cards = [
      { label: t('inventory.totals.products'), value: number.format(data.totals.products) },
      { label: t('inventory.totals.units'), value: number.format(data.totals.units) },
      { label: t('inventory.totals.value'), value: <Price amount={data.totals.stockValue} /> },
      { label: t('inventory.totals.low'), value: number.format(data.totals.lowStock) },
      { label: t('inventory.totals.out'), value: number.format(data.totals.outOfStock) },
    ];
    body = (
      <div className="flex flex-col gap-8" data-testid="inventory-report">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          {cards.map((card) => (
            <div key={card.label} className="border border-line bg-paper p-4">
              <dt className="text-xs text-ink-muted">{card.label}</dt>
              <dd className="mt-1 font-display text-2xl text-ink tabular-nums">{card.value}</dd>
            </div>
          ))}
        </dl>

        <section className="flex flex-col gap-3">
          <h2 className="font-display text-xl text-ink">
            {t('inventory.outTitle', { count: data.outOfStock.length })}
          </h2>
          {itemsTable(
            data.outOfStock,
            t('inventory.outTitle', { count: data.outOfStock.length }),
            'inventory-out',
          )}
        </section>

        <section className="flex flex-col gap-3">
          <h2 className="font-display text-xl text-ink">
            {t('inventory.lowTitle', { threshold: number.format(data.lowStockThreshold) })}
          </h2>
          {itemsTable(
            data.lowStock,
            t('inventory.lowTitle', { threshold: number.format(data.lowStockThreshold) }),
            'inventory-low',
          )}
        </section>

        <section className="flex flex-col gap-3">
          <h2 className="font-display text-xl text-ink">{t('inventory.byFamily')}</h2>
          <Table caption={t('inventory.byFamily')}>
            <thead>
              <tr>
                <Th>{t('table.family')}</Th>
                <Th numeric>{t('inventory.totals.products')}</Th>
                <Th numeric>{t('inventory.totals.units')}</Th>
                <Th numeric>{t('inventory.totals.value')}</Th>
                <Th numeric>{t('inventory.totals.low')}</Th>
                <Th numeric>{t('inventory.totals.out')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.byFamily.map((row) => (
                <tr key={row.family}>
                  <Td>{t(`families.${row.family}`, { ns: 'catalog' })}</Td>
                  <Td numeric>{number.format(row.products)}</Td>
                  <Td numeric>{number.format(row.units)}</Td>
                  <Td numeric>
                    <Price amount={row.stockValue} />
                  </Td>
                  <Td numeric>{number.format(row.lowStock)}</Td>
                  <Td numeric>{number.format(row.outOfStock)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to=".." className={buttonClass('ghost', 'sm')}>
          <ArrowIcon size={14} className="rotate-180 rtl:rotate-0" />
          {t('form.backToList')}
        </Link>
      </div>
      <AdminPageHeader
        title={t('inventory.title')}
        description={t('inventory.description')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={!report.data}
            onClick={() => report.data && exportCsv(report.data)}
            data-testid="inventory-export"
          >
            {t('inventory.export')}
          </Button>
        }
      />
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const value = Number(draft);
          if (!Number.isInteger(value) || value < 0) return;
          setParams(value === LOW_STOCK_THRESHOLD ? {} : { threshold: String(value) });
        }}
      >
        <div>
          <label
            htmlFor="inventory-threshold"
            className="mb-1.5 block text-sm font-medium text-ink"
          >
            {t('inventory.threshold')}
          </label>
          <TextInput
            id="inventory-threshold"
            type="number"
            min={0}
            step={1}
            dir="ltr"
            className="w-28"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" size="sm" className="h-10">
          {t('inventory.apply')}
        </Button>
      </form>
      {body}
    </div>
  );
}
