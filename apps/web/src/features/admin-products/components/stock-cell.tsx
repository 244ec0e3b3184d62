import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { intlLocaleOf } from '@store/shared/locales';
import type { AdminProduct } from '@store/shared/schemas/catalog-admin';
import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useUpdateStock } from '../api/update-stock.ts';

/**
 * The stock of one row, edited in place (PATCH /api/products/{id}/stock): the number becomes a
 * field; Enter or the tick saves, Escape or the cross puts it back.
 */
export function StockCell({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('adminCatalog');
  const { language } = useLanguage();
  const productName = product.name[language] || product.name.en;
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const update = useUpdateStock();

  async function save() {
    if (draft === null) return;
    const stock = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(stock) || stock < 0 || stock > 1_000_000) {
      setInvalid(true);
      return;
    }
    if (stock === product.stock) {
      setDraft(null);
      return;
    }
    try {
      // Keeps an availability override the admin set in the form.
      await update.mutateAsync({
        id: product._id,
        update: { stock, inStock: product.inStockOverride },
      });
      toast.success(t('toasts.stockUpdated'));
      setDraft(null);
    } catch {
      toast.error(t('toasts.errorTitle'), t('toasts.updateStockFailed'));
    }
  }

  if (draft === null) {
    return (
      <button
        type="button"
        onClick={() => {
          setDraft(String(product.stock));
          setInvalid(false);
        }}
        className="inline-flex min-w-14 items-center justify-end border border-transparent px-2 py-1 tabular-nums hover:border-line"
        aria-label={t('stock.edit', { name: productName, stock: product.stock })}
        data-testid="stock-edit"
      >
        <span dir="ltr">{new Intl.NumberFormat(intlLocaleOf(language)).format(product.stock)}</span>
      </button>
    );
  }

  const inputId = `stock-${product._id}`;
  return (
    <div className="inline-flex max-w-48 flex-wrap items-center justify-end gap-1">
      <label htmlFor={inputId} className="sr-only">
        {t('stock.label', { name: productName })}
      </label>
      <input
        id={inputId}
        type="number"
        min={0}
        step={1}
        dir="ltr"
        inputMode="numeric"
        autoFocus
        value={draft}
        disabled={update.isPending}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${inputId}-error` : undefined}
        data-testid="stock-input"
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setDraft(null);
          }
        }}
        className={`h-8 w-20 border bg-paper px-2 text-end text-sm tabular-nums ${
          invalid ? 'border-danger' : 'border-line focus:border-ink'
        }`}
      />
      <button
        type="button"
        onClick={() => void save()}
        disabled={update.isPending}
        aria-label={t('stock.save')}
        data-testid="stock-save"
        className="inline-flex size-8 items-center justify-center text-success hover:bg-success/10"
      >
        <CheckIcon size={16} />
      </button>
      <button
        type="button"
        onClick={() => setDraft(null)}
        aria-label={t('stock.cancel')}
        className="inline-flex size-8 items-center justify-center text-ink-muted hover:bg-ink/5"
      >
        <CloseIcon size={14} />
      </button>
      {invalid && (
        <span
          id={`${inputId}-error`}
          role="alert"
          className="basis-full text-end text-xs text-danger"
        >
          {t('validation.stock')}
        </span>
      )}
    </div>
  );
}
