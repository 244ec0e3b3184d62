import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { AdminProduct, BulkStockResult } from '@store/shared/schemas/catalog-admin';
import { Modal } from '../../../components/admin/modal.tsx';
import { TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useBulkUpdateStock } from '../api/bulk-update-stock.ts';

/** The toast after a bulk update (spec section 8, word for word in English). */
export function showBulkResultToast(
  t: (key: 'toasts.bulkCompleted', options: { updated: number; failed: number }) => string,
  result: Pick<BulkStockResult, 'updated' | 'failed'>,
) {
  const text = t('toasts.bulkCompleted', { updated: result.updated, failed: result.failed });
  if (result.failed > 0) toast.warning(text);
  else toast.success(text);
}

/**
 * New stock for the selected products at once (PATCH /api/products/bulk/stock): one field per
 * product, or one number for all. Rows the server refuses are listed with the reason.
 */
export function BulkStockDialog({
  open,
  products,
  onClose,
  onDone,
}: {
  open: boolean;
  products: AdminProduct[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('adminCatalog');
  const { language } = useLanguage();
  const bulk = useBulkUpdateStock();
  const [values, setValues] = useState<Record<string, string>>({});
  const [all, setAll] = useState('');
  const [failures, setFailures] = useState<Record<string, string>>({});

  const valueOf = (product: AdminProduct) => values[product._id] ?? String(product.stock);

  async function submit() {
    const updates = products.map((product) => {
      const raw = valueOf(product).trim();
      const stock = raw === '' ? Number.NaN : Number(raw);
      // A blank or unreadable number fails its own row on the server, not the batch.
      return { id: product._id, stock: Number.isFinite(stock) ? stock : -1 };
    });
    try {
      const result = await bulk.mutateAsync({ updates });
      showBulkResultToast(t, result);
      const failed = Object.fromEntries(
        result.results.filter((r) => !r.success).map((r) => [r.id, r.error ?? '']),
      );
      setFailures(failed);
      if (result.failed === 0) {
        setValues({});
        setAll('');
        onDone();
      }
    } catch {
      toast.error(t('toasts.errorTitle'), t('toasts.bulkFailed'));
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('bulk.title', { count: products.length })}
      description={t('bulk.description')}
      size="md"
      testId="bulk-stock-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={bulk.isPending}>
            {t('bulk.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={bulk.isPending || products.length === 0}
            data-testid="bulk-stock-submit"
          >
            {t('bulk.submit')}
          </Button>
        </>
      }
    >
      <div className="mb-4 flex items-end gap-2 border-b border-line pb-4">
        <div className="flex-1">
          <label htmlFor="bulk-stock-all" className="mb-1.5 block text-sm font-medium text-ink">
            {t('bulk.setAll')}
          </label>
          <TextInput
            id="bulk-stock-all"
            type="number"
            min={0}
            step={1}
            dir="ltr"
            value={all}
            onChange={(event) => setAll(event.target.value)}
          />
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={all.trim() === ''}
          onClick={() =>
            setValues(Object.fromEntries(products.map((product) => [product._id, all])))
          }
        >
          {t('bulk.apply')}
        </Button>
      </div>
      <ul className="divide-y divide-line">
        {products.map((product) => {
          const id = `bulk-stock-${product._id}`;
          const failure = failures[product._id];
          return (
            <li key={product._id} className="flex items-center gap-3 py-2.5">
              <label htmlFor={id} className="min-w-0 flex-1 text-sm text-ink">
                <span className="block truncate">{product.name[language] || product.name.en}</span>
                <span className="text-xs text-ink-muted">
                  {t('bulk.current', { stock: product.stock })}
                </span>
                {failure && (
                  <span role="alert" className="block text-xs font-medium text-danger">
                    {failure === 'Product not found' ? t('bulk.notFound') : t('validation.stock')}
                  </span>
                )}
              </label>
              <TextInput
                id={id}
                type="number"
                min={0}
                step={1}
                dir="ltr"
                className="w-24 text-end"
                invalid={Boolean(failure)}
                value={valueOf(product)}
                data-testid="bulk-stock-input"
                onChange={(event) =>
                  setValues((current) => ({ ...current, [product._id]: event.target.value }))
                }
              />
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
