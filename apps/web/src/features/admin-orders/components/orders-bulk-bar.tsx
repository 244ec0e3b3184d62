import { useId, useState } from 'react';
import { CARRIER_IDS, MANUAL_CARRIERS, type CarrierId } from '@store/shared/schemas/carriers';
import type { BulkOrderAction, BulkOrderResult } from '@store/shared/schemas/shipments';
import { SelectInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useBulkOrderAction } from '../api/bulk-order-action.ts';
import { providerReady, useCarrierOptions } from '../api/get-carrier-options.ts';
import { openAdminPdf } from '../lib/open-admin-pdf.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';

/**
 * What the admin does to the orders ticked in the list: mark them preparing or ready, print their
 * packing slips (one PDF), create their shipments through OTO with a chosen carrier. Each order
 * answers for itself; the outcome lists what was done and what was refused, and why.
 */
export function OrdersBulkBar({
  selected,
  onClear,
}: {
  /** Order id → order number, in the order ticked. */
  selected: ReadonlyMap<string, string>;
  onClear: () => void;
}) {
  const { t } = useTranslation('adminFulfilment');
  const { language } = useStoreFormat();
  const id = useId();
  const bulk = useBulkOrderAction();
  const carriers = useCarrierOptions();
  const [carrier, setCarrier] = useState<CarrierId | ''>('');
  const [outcome, setOutcome] = useState<BulkOrderResult | null>(null);
  const [printing, setPrinting] = useState(false);
  const ids = [...selected.keys()];
  const busy = bulk.isPending || printing;

  const run = (action: BulkOrderAction) =>
    bulk.mutate(
      { action, ids, ...(action === 'create-shipments' && carrier ? { carrier } : {}) },
      {
        onSuccess: setOutcome,
        onError: (error) => toast.error(t('bulk.failed'), error.message),
      },
    );

  const print = () => {
    setPrinting(true);
    openAdminPdf('/admin/orders/packing-slips.pdf', { ids: ids.join(',') })
      .catch((error: unknown) =>
        toast.error(t('bulk.failed'), error instanceof Error ? error.message : undefined),
      )
      .finally(() => setPrinting(false));
  };

  if (selected.size === 0 && !outcome) return null;
  return (
    <section
      className="flex flex-col gap-3 border border-ink bg-ivory px-4 py-3"
      data-testid="orders-bulk-bar"
      aria-label={t('bulk.selected', { count: selected.size })}
    >
      {selected.size > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium text-ink" data-testid="orders-bulk-count">
            {t('bulk.selected', { count: selected.size })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => run('mark-preparing')}
              data-testid="bulk-mark-preparing"
            >
              {t('bulk.markPreparing')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => run('mark-ready')}
              data-testid="bulk-mark-ready"
            >
              {t('bulk.markReady')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={print}
              data-testid="bulk-packing-slips"
            >
              {t('bulk.packingSlips')}
            </Button>
            {providerReady(carriers.data) && (
              <span className="flex flex-wrap items-center gap-2">
                <label htmlFor={`${id}-carrier`} className="sr-only">
                  {t('bulk.carrier')}
                </label>
                <div className="w-40">
                  <SelectInput
                    id={`${id}-carrier`}
                    value={carrier}
                    disabled={busy}
                    onChange={(event) => setCarrier(event.target.value as CarrierId | '')}
                    className="h-9 text-xs"
                    data-testid="bulk-carrier"
                  >
                    <option value="">{t('bulk.anyCarrier')}</option>
                    {CARRIER_IDS.filter((entry) => entry !== 'custom').map((entry) => (
                      <option key={entry} value={entry}>
                        {MANUAL_CARRIERS[entry].name[language]}
                      </option>
                    ))}
                  </SelectInput>
                </div>
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => run('create-shipments')}
                  data-testid="bulk-create-shipments"
                >
                  {t('bulk.createShipments')}
                </Button>
              </span>
            )}
            <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
              {t('bulk.clear')}
            </Button>
          </div>
        </div>
      )}
      {busy && (
        <p className="text-xs text-ink-muted" role="status">
          {t('bulk.working')}
        </p>
      )}
      {outcome && (
        <div className="border-t border-line pt-3" data-testid="orders-bulk-outcome" role="status">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-ink">
              {t('bulk.outcomeTitle', { done: outcome.done, refused: outcome.refused })}
            </p>
            <Button size="sm" variant="ghost" onClick={() => setOutcome(null)}>
              {t('bulk.close')}
            </Button>
          </div>
          <ul className="mt-2 divide-y divide-line text-sm">
            {outcome.results.map((result) => (
              <li
                key={result.id}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-1.5"
                data-testid="orders-bulk-result"
                data-outcome={result.outcome}
              >
                <Ltr className="font-mono text-[0.8125rem]">
                  {result.orderNumber ?? selected.get(result.id) ?? result.id}
                </Ltr>
                <span
                  className={cx(
                    'text-xs font-medium',
                    result.outcome === 'done' ? 'text-success' : 'text-danger',
                  )}
                >
                  {t(`bulk.${result.outcome}`)}
                </span>
                <span className="text-ink-soft">
                  <bdi>{result.message}</bdi>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
