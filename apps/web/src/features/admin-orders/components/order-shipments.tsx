import { useState } from 'react';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import type { ShipmentStatus } from '@store/shared/schemas/carriers';
import { isFinalShipmentStatus, type AdminShipment } from '@store/shared/schemas/shipments';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useRecordShipmentStep } from '../api/record-shipment-step.ts';
import { useSimulateShipmentStep } from '../api/simulate-shipment-step.ts';
import { openAdminPdf } from '../lib/open-admin-pdf.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { CreateShipmentDialog } from './create-shipment-dialog.tsx';
import { Card } from './section-card.tsx';

const STATUS_TONES: Record<ShipmentStatus, string> = {
  created: 'border border-line text-ink-soft',
  picked_up: 'bg-ink/85 text-ivory',
  in_transit: 'bg-ink/85 text-ivory',
  out_for_delivery: 'bg-info/10 text-info',
  delivered: 'bg-success/10 text-success',
  delivery_failed: 'bg-danger/10 text-danger',
  returned: 'border border-rose-deep/40 text-rose-deep',
  cancelled: 'border border-line text-ink-muted line-through decoration-ink-muted/50',
};

const badge =
  'inline-flex items-center whitespace-nowrap px-2 py-0.5 text-[0.6875rem] font-medium tracking-[0.08em] uppercase rtl:text-xs rtl:tracking-normal';

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation('adminFulfilment');
  return (
    <span data-shipment-status={status} className={cx(badge, STATUS_TONES[status])}>
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * The order's parcels (issue 19 point 3): each with its carrier, tracking number linked to the
 * carrier's page, status and timeline, its label, and the steps an admin records by hand for a
 * manual carrier (or the simulator's next step); and the dialog that makes a new one.
 */
export function OrderShipments({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminFulfilment');
  const format = useStoreFormat();
  const [creating, setCreating] = useState(false);
  const { fulfilment, shipments } = order;
  const ordered = fulfilment.lines.reduce((sum, line) => sum + line.ordered, 0);
  const shipped = fulfilment.lines.reduce((sum, line) => sum + line.shipped, 0);
  const name = (text: { en: string; ar: string }) => text[format.language] || text.en;
  const left = fulfilment.lines.filter((line) => line.remaining > 0);

  return (
    <Card
      title={
        <span className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('shipments.title')}</span>
          {fulfilment.canShip && (
            <Button size="sm" onClick={() => setCreating(true)} data-testid="shipment-create">
              {t('shipments.create')}
            </Button>
          )}
        </span>
      }
      id="order-shipments-title"
      testId="order-shipments"
    >
      {shipments.length === 0 ? (
        <p className="text-sm text-ink-soft" data-testid="shipments-none">
          {fulfilment.canShip ? t('shipments.none') : t('shipments.noneCannotShip')}
        </p>
      ) : (
        <>
          {fulfilment.unshipped && (
            <p className="mb-4 text-sm text-ink-soft" data-testid="shipments-remaining">
              {t('shipments.linesInParcels', {
                shipped: format.number(shipped),
                ordered: format.number(ordered),
              })}{' '}
              {t('shipments.remaining', {
                items: left
                  .map((line) => `${format.number(line.remaining)} × ${name(line.name)}`)
                  .join(format.language === 'ar' ? '، ' : ', '),
              })}
            </p>
          )}
          <ul className="flex flex-col gap-5">
            {shipments.map((shipment) => (
              <ParcelItem key={shipment.id} order={order} shipment={shipment} />
            ))}
          </ul>
        </>
      )}
      {creating && <CreateShipmentDialog order={order} onClose={() => setCreating(false)} />}
    </Card>
  );
}

function ParcelItem({ order, shipment }: { order: AdminOrderDetail; shipment: AdminShipment }) {
  const { t } = useTranslation('adminFulfilment');
  const format = useStoreFormat();
  const step = useRecordShipmentStep(order.id);
  const simulate = useSimulateShipmentStep(order.id);
  const busy = step.isPending || simulate.isPending;
  const name = (text: { en: string; ar: string }) => text[format.language] || text.en;
  const fail = (title: string) => (error: unknown) =>
    toast.error(title, error instanceof Error ? error.message : undefined);
  const pdf = (path: string) => () => void openAdminPdf(path).catch(fail(t('shipments.pdfFailed')));
  const providerName = shipment.simulated ? `OTO (${t('shipments.simulated')})` : 'OTO';

  return (
    <li
      className="border border-line p-4"
      data-testid={`shipment-${shipment.parcelNumber}`}
      data-shipment-id={shipment.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex flex-wrap items-center gap-2 font-medium text-ink">
          <span>{t('shipments.parcel', { number: format.number(shipment.parcelNumber) })}</span>
          <span className="text-ink-soft">·</span>
          <span data-testid="shipment-carrier">{name(shipment.carrierName)}</span>
          {shipment.provider && (
            <span className="text-xs text-ink-muted">
              {t('shipments.throughProvider', { provider: providerName })}
            </span>
          )}
        </h3>
        <ShipmentStatusBadge status={shipment.status} />
      </div>

      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('shipments.tracking')}</dt>
          <dd className="break-all" data-testid="shipment-tracking">
            {shipment.trackingNumber ? (
              shipment.trackingUrl ? (
                <a
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t('shipments.trackingPage')}
                  className="font-mono text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink"
                >
                  <Ltr>{shipment.trackingNumber}</Ltr>
                </a>
              ) : (
                <Ltr className="font-mono">{shipment.trackingNumber}</Ltr>
              )
            ) : (
              <span className="text-ink-muted">{t('shipments.trackingPending')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('shipments.contents')}</dt>
          <dd>
            {shipment.lines.map((line) => (
              <span key={line.orderItemId} className="block">
                {name(line.name)}{' '}
                <Ltr className="text-ink-soft">× {format.number(line.quantity)}</Ltr>
              </span>
            ))}
          </dd>
        </div>
        <p className="text-ink-soft" data-testid="shipment-collect">
          {shipment.cashOnDelivery > 0
            ? t('shipments.collect', { amount: format.money(shipment.cashOnDelivery) })
            : t('shipments.prepaid')}
          {shipment.weightGrams !== null && (
            <span className="ms-4">
              {t('shipments.weight', { kg: format.number(shipment.weightGrams / 1000) })}
            </span>
          )}
        </p>
      </dl>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={pdf(`/admin/shipments/${encodeURIComponent(shipment.id)}/label.pdf`)}
          data-testid="shipment-print-label"
        >
          {t('shipments.printLabel')}
        </Button>
        {shipment.labelUrl &&
          (shipment.simulated ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={pdf(shipment.labelUrl.replace(/^\/api/, ''))}
            >
              {t('shipments.carrierLabel')}
            </Button>
          ) : (
            <a
              href={shipment.labelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('ghost', 'sm')}
            >
              {t('shipments.carrierLabel')}
            </a>
          ))}
        {shipment.simulated &&
          shipment.providerReference &&
          !isFinalShipmentStatus(shipment.status) && (
            <Button
              size="sm"
              variant="gold"
              disabled={busy}
              data-testid="shipment-simulate-next"
              onClick={() =>
                simulate.mutate(shipment.providerReference!, {
                  onError: fail(t('shipments.simulateFailed')),
                })
              }
            >
              {t('shipments.simulateNext')}
            </Button>
          )}
      </div>

      {shipment.nextSteps.length > 0 && (
        <div className="mt-4" role="group" aria-label={t('shipments.steps')}>
          <p className="mb-2 text-xs text-ink-muted">{t('shipments.steps')}</p>
          <div className="flex flex-wrap gap-2">
            {shipment.nextSteps.map((next) => (
              <Button
                key={next}
                size="sm"
                variant={next === 'cancelled' || next === 'delivery_failed' ? 'ghost' : 'primary'}
                disabled={busy}
                data-testid={`shipment-step-${next}`}
                className={next === 'cancelled' ? 'text-danger' : undefined}
                onClick={() =>
                  step.mutate(
                    { shipmentId: shipment.id, step: { status: next } },
                    {
                      onSuccess: () => toast.success(t('shipments.stepDone')),
                      onError: fail(t('shipments.stepFailed')),
                    },
                  )
                }
              >
                {t(`shipments.step.${next}`)}
              </Button>
            ))}
          </div>
        </div>
      )}

      <details className="mt-4 group" open={shipment.events.length <= 4}>
        <summary className="cursor-pointer text-xs font-semibold tracking-wide text-ink-muted uppercase rtl:tracking-normal">
          {t('shipments.timeline')}
        </summary>
        <ol className="mt-3 space-y-3 border-s border-line ps-4" data-testid="shipment-timeline">
          {shipment.events.map((event) => (
            <li key={event.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[1.3rem] top-1.5 size-2 rounded-full bg-champagne ring-4 ring-paper"
              />
              <ShipmentStatusBadge status={event.status} />
              <p className="mt-1 text-xs text-ink-muted">
                <time dateTime={event.occurredAt}>{format.dateTime(event.occurredAt)}</time>
                {' · '}
                {event.changedBy
                  ? t('shipments.by', {
                      name: event.changedBy.name || event.changedBy.email || event.changedBy.id,
                    })
                  : event.source === 'carrier'
                    ? t('shipments.byCarrier')
                    : t('shipments.bySystem')}
              </p>
              {event.note && (
                <p className="mt-1 text-sm text-ink-soft">
                  <bdi>{event.note}</bdi>
                </p>
              )}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
