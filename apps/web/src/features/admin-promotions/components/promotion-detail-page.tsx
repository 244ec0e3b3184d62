import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { localize } from '@store/shared/locales';
import type { AdminPromotion } from '@store/shared/schemas/promotions';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { Table, Td, Th } from '../../../components/admin/admin-table.tsx';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { RecordPage } from '../../../components/admin/record-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { downloadCsv } from '../../../lib/csv-download.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useDuplicatePromotion, useSetPromotionActive } from '../api/change-promotion.ts';
import { usePromotion } from '../api/get-promotion.ts';
import { useNamedProducts, useScopeCategories } from '../api/get-scope-options.ts';
import { usePromotionLabels } from '../lib/use-promotion-labels.ts';
import { PromotionFormDialog } from './promotion-form-dialog.tsx';
import { PromotionStateBadge } from './promotion-state-badge.tsx';

/** /admin/promotions/:id: a code's rules, its actions, and the orders that used it. */
export function PromotionDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('adminPromotions');
  const query = usePromotion(id);
  useDocumentTitle(query.data ? query.data.promotion.code : t('title'));
  return (
    <RecordPage
      back={<BackLink to="..">{t('detail.back')}</BackLink>}
      query={query}
      loading={{ rows: 6 }}
      notFound={{ title: t('detail.notFoundTitle'), description: t('detail.notFoundDescription') }}
      loadError={t('detail.loadError')}
      testId="promotion-detail"
    >
      {(usage) => <PromotionRecord promotion={usage.promotion} redemptions={usage.redemptions} />}
    </RecordPage>
  );
}

function PromotionRecord({
  promotion,
  redemptions,
}: {
  promotion: AdminPromotion;
  redemptions: Awaited<ReturnType<typeof usePromotion>>['data'] extends infer U
    ? U extends { redemptions: infer R }
      ? R
      : never
    : never;
}) {
  const { t } = useTranslation(['adminPromotions', 'catalog']);
  const { language } = useLanguage();
  const labels = usePromotionLabels();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const setActive = useSetPromotionActive();
  const duplicate = useDuplicatePromotion();
  const categories = useScopeCategories();
  const products = useNamedProducts(promotion.productIds);
  const failed = (error: Error) => toast.error(t('detail.actionFailed'), error.message);

  const named = [
    ...promotion.families.map((family) => t(`catalog:families.${family}`)),
    ...promotion.categoryIds.map((cid) => {
      const category = categories.data?.find((c) => c._id === cid);
      return category ? localize(category.name, language) : cid;
    }),
    ...promotion.productIds.map((pid, i) => {
      const product = products[i]?.data;
      return product ? localize(product.name, language) : pid;
    }),
  ];
  const appliesTo =
    promotion.scope === 'all'
      ? t('form.scopes.all')
      : `${t(`form.scopes.${promotion.scope}`)}: ${named.join('، ')}`;

  const exportUsage = async () => {
    downloadCsv(`discount-code-${promotion.code}.csv`, redemptions, [
      { label: t('detail.order'), value: (r) => r.orderNumber },
      { label: t('detail.customer'), value: (r) => r.customerEmail },
      { label: t('detail.customer'), value: (r) => r.customerPhone },
      { label: t('detail.discount'), value: (r) => (r.discount + r.shippingDiscount).toFixed(2) },
      { label: t('detail.orderTotal'), value: (r) => r.orderTotal.toFixed(2) },
      { label: t('detail.date'), value: (r) => labels.date(r.createdAt) },
      {
        label: t('detail.released'),
        value: (r) => (r.releasedAt ? labels.date(r.releasedAt) : ''),
      },
    ]);
  };

  const rules: [string, string][] = [
    [t('columns.value'), labels.value(promotion)],
    [t('columns.validity'), labels.validity(promotion)],
    [t('columns.uses'), labels.uses(promotion)],
    ...(promotion.perCustomerLimit !== null
      ? [
          [
            t('form.perCustomerLimit'),
            t('detail.perCustomer', { count: promotion.perCustomerLimit }),
          ] as [string, string],
        ]
      : []),
    [t('detail.appliesTo'), appliesTo],
    [t('detail.firstOrderOnly'), promotion.firstOrderOnly ? t('detail.yes') : t('detail.no')],
    [t('detail.combinable'), promotion.combinable ? t('detail.yes') : t('detail.no')],
    [t('columns.given'), labels.sar(promotion.discountGiven)],
    [t('columns.revenue'), labels.sar(promotion.revenue)],
  ];

  return (
    <>
      <AdminPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <Ltr>{promotion.code}</Ltr>
            <PromotionStateBadge state={promotion.state} />
          </span>
        }
        description={promotion.description || undefined}
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing(true)}
              data-testid="promotion-edit"
            >
              {t('detail.edit')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={setActive.isPending}
              data-testid="promotion-toggle"
              onClick={() =>
                setActive.mutate(
                  { id: promotion.id, active: !promotion.active },
                  {
                    onSuccess: (saved) =>
                      toast.success(saved.active ? t('detail.activated') : t('detail.deactivated')),
                    onError: failed,
                  },
                )
              }
            >
              {promotion.active ? t('detail.deactivate') : t('detail.activate')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={duplicate.isPending}
              data-testid="promotion-duplicate"
              onClick={() =>
                duplicate.mutate(promotion.id, {
                  onSuccess: (copy) => {
                    toast.success(t('detail.duplicated', { code: copy.code }));
                    void navigate(`../${copy.id}`, { relative: 'path' });
                  },
                  onError: failed,
                })
              }
            >
              {t('detail.duplicate')}
            </Button>
          </>
        }
      />
      <section className="border border-line bg-paper p-5" aria-labelledby="promotion-rules">
        <h2 id="promotion-rules" className="font-display text-xl">
          {t('detail.rules')}
        </h2>
        <dl
          className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2"
          data-testid="promotion-rules"
        >
          {rules.map(([term, value]) => (
            <div key={term} className="flex flex-col gap-0.5">
              <dt className="text-xs text-ink-muted">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="promotion-usage">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="promotion-usage" className="font-display text-xl">
            {t('detail.usage')}
          </h2>
          <CsvExportButton
            onExport={exportUsage}
            disabled={redemptions.length === 0}
            labels={{ idle: t('exportCsv'), busy: t('exporting'), failed: t('exportFailed') }}
            testId="promotion-usage-export"
          />
        </div>
        {redemptions.length === 0 ? (
          <p className="border border-line bg-paper p-5 text-sm text-ink-muted">
            {t('detail.usageEmpty')}
          </p>
        ) : (
          <Table
            caption={t('detail.usageCaption', { code: promotion.code })}
            testId="promotion-usage"
          >
            <thead>
              <tr>
                <Th>{t('detail.order')}</Th>
                <Th>{t('detail.customer')}</Th>
                <Th numeric>{t('detail.discount')}</Th>
                <Th numeric>{t('detail.orderTotal')}</Th>
                <Th>{t('detail.date')}</Th>
              </tr>
            </thead>
            <tbody>
              {redemptions.map((r) => (
                <tr key={r.orderNumber} className={r.releasedAt ? 'text-ink-muted' : undefined}>
                  <Td>
                    <Ltr>{r.orderNumber}</Ltr>
                    {r.releasedAt && (
                      <span className="block text-xs" title={t('detail.releasedHint')}>
                        {t('detail.released')}
                      </span>
                    )}
                  </Td>
                  <Td>
                    <Ltr>{r.customerEmail}</Ltr>
                    <span className="block text-xs text-ink-muted">
                      <Ltr>{r.customerPhone}</Ltr>
                    </span>
                  </Td>
                  <Td numeric className="whitespace-nowrap">
                    <Ltr>{labels.sar(r.discount + r.shippingDiscount)}</Ltr>
                  </Td>
                  <Td numeric className="whitespace-nowrap">
                    <Ltr>{labels.sar(r.orderTotal)}</Ltr>
                  </Td>
                  <Td className="whitespace-nowrap text-xs">{labels.date(r.createdAt)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      {editing && (
        <PromotionFormDialog
          promotion={promotion}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </>
  );
}
