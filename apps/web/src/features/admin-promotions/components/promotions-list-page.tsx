import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DISCOUNT_KINDS, type DiscountKind } from '@store/shared/discounts';
import { PROMOTION_STATES, type PromotionState } from '@store/shared/schemas/promotions';
import { PercentIcon } from '../../../components/admin/admin-icons.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { SearchField } from '../../../components/admin/search-field.tsx';
import { useSettledSearch } from '../../../components/admin/use-settled-search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { downloadCsv } from '../../../lib/csv-download.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { getPromotions, usePromotions } from '../api/get-promotions.ts';
import { usePromotionLabels } from '../lib/use-promotion-labels.ts';
import { DiscountReportCard } from './discount-report-card.tsx';
import { OfferReportCard } from './offer-report-card.tsx';
import { PromotionFormDialog } from './promotion-form-dialog.tsx';
import { PromotionStateBadge } from './promotion-state-badge.tsx';

const PAGE_SIZE = 20;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
}

/** /admin/promotions: every code, searched and filtered (in the URL), with its use and sales. */
export function PromotionsListPage() {
  const { t } = useTranslation('adminPromotions');
  useDocumentTitle(t('title'));
  const labels = usePromotionLabels();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const state = oneOf<PromotionState>(PROMOTION_STATES, params.get('state'));
  const kind = oneOf<DiscountKind>(DISCOUNT_KINDS, params.get('kind'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setQuery = (change: Record<string, string | undefined>, push = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: !push });
  };
  const typed = useSettledSearch(search, (text) => setQuery({ search: text || undefined }), {
    trim: true,
  });
  const filters = {
    search: search || undefined,
    state: state || undefined,
    kind: kind || undefined,
  };
  const query = usePromotions({ ...filters, page: String(page), limit: String(PAGE_SIZE) });
  const filtered = Boolean(search || state || kind);

  const exportCsv = async () => {
    const rows = [];
    for (let p = 1; ; p += 1) {
      const { items, pagination } = await getPromotions({
        ...filters,
        page: String(p),
        limit: '100',
      });
      rows.push(...items);
      if (!pagination.hasNext) break;
    }
    downloadCsv('discount-codes.csv', rows, [
      { label: t('columns.code'), value: (p) => p.code },
      { label: t('filters.kind'), value: (p) => t(`kinds.${p.kind}`) },
      { label: t('columns.value'), value: (p) => labels.value(p) },
      { label: t('columns.validity'), value: (p) => labels.validity(p) },
      { label: t('columns.uses'), value: (p) => p.timesUsed },
      { label: t('form.usageLimit'), value: (p) => p.usageLimit ?? '' },
      { label: t('columns.given'), value: (p) => p.discountGiven.toFixed(2) },
      { label: t('columns.revenue'), value: (p) => p.revenue.toFixed(2) },
      { label: t('columns.state'), value: (p) => t(`states.${p.state}`) },
    ]);
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Link
              to="offers"
              className="text-sm text-ink underline decoration-champagne underline-offset-4"
              data-testid="offers-link"
            >
              {t('offers.link')}
            </Link>
            <CsvExportButton
              onExport={exportCsv}
              disabled={!query.data?.pagination.total}
              labels={{ idle: t('exportCsv'), busy: t('exporting'), failed: t('exportFailed') }}
              testId="promotions-export"
            />
            <Button size="sm" onClick={() => setCreating(true)} data-testid="promotion-create">
              {t('create')}
            </Button>
          </>
        }
      />
      <DiscountReportCard />
      <OfferReportCard />
      <FilterBar
        testId="promotions-filters"
        fieldsClassName="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
        note={t('filters.note')}
        clear={
          filtered
            ? {
                label: t('filters.clear'),
                onClear: () => setQuery({ search: undefined, state: undefined, kind: undefined }),
                testId: 'promotions-clear',
              }
            : undefined
        }
      >
        <SearchField
          label={t('filters.search')}
          value={typed.text}
          onChange={typed.setText}
          placeholder={t('filters.searchPlaceholder')}
          maxLength={100}
          testId="promotions-search"
        />
        <FilterSelect
          label={t('filters.state')}
          value={state}
          allLabel={t('filters.allStates')}
          values={PROMOTION_STATES}
          optionLabel={(value) => t(`states.${value}`)}
          onChange={(value) => setQuery({ state: value || undefined })}
          testId="promotions-state"
        />
        <FilterSelect
          label={t('filters.kind')}
          value={kind}
          allLabel={t('filters.allKinds')}
          values={DISCOUNT_KINDS}
          optionLabel={(value) => t(`kinds.${value}`)}
          onChange={(value) => setQuery({ kind: value || undefined })}
          testId="promotions-kind"
        />
      </FilterBar>
      <PagedList
        query={query}
        total={(count) => t('total', { count })}
        empty={
          filtered
            ? { title: t('noMatchTitle'), description: t('noMatchDescription') }
            : {
                title: t('emptyTitle'),
                description: t('emptyDescription'),
                icon: <PercentIcon size={28} />,
              }
        }
        onPageChange={(next) => setQuery({ page: next > 1 ? String(next) : undefined }, true)}
      >
        {(promotions) => (
          <Table caption={t('caption', { page })} testId="promotions-table">
            <thead>
              <tr>
                <Th>{t('columns.code')}</Th>
                <Th>{t('columns.value')}</Th>
                <Th>{t('columns.validity')}</Th>
                <Th numeric>{t('columns.uses')}</Th>
                <Th numeric>{t('columns.given')}</Th>
                <Th numeric>{t('columns.revenue')}</Th>
                <Th>{t('columns.state')}</Th>
              </tr>
            </thead>
            <tbody>
              {promotions.map((p) => (
                <tr key={p.id} data-testid={`promotion-row-${p.code}`}>
                  <Td>
                    <Link
                      to={p.id}
                      className="font-medium text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink"
                    >
                      <Ltr>{p.code}</Ltr>
                    </Link>
                    {p.description && (
                      <span className="block text-xs text-ink-muted">{p.description}</span>
                    )}
                  </Td>
                  <Td className="text-ink-soft">{labels.value(p)}</Td>
                  <Td className="text-xs text-ink-soft">{labels.validity(p)}</Td>
                  <Td numeric>{labels.uses(p)}</Td>
                  <Td numeric className="whitespace-nowrap">
                    <Ltr>{labels.sar(p.discountGiven)}</Ltr>
                  </Td>
                  <Td numeric className="whitespace-nowrap">
                    <Ltr>{labels.sar(p.revenue)}</Ltr>
                  </Td>
                  <Td>
                    <PromotionStateBadge state={p.state} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedList>
      {creating && (
        <PromotionFormDialog
          promotion={null}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            toast.success(t('title'), saved.code);
            void navigate(saved.id);
          }}
        />
      )}
    </div>
  );
}
