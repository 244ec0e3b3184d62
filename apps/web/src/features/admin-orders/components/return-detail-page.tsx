import { Link, useParams } from 'react-router';
import type { AdminReturnDetail, ReturnStep } from '@store/shared/schemas/returns';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { RecordPage } from '../../../components/admin/record-page.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useReturn } from '../api/get-return.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import { ReturnActions } from './return-actions.tsx';
import { ReturnStatusBadge } from './return-parts.tsx';
import { Card } from './section-card.tsx';

/** /admin/returns/{id}: a return's lines, its order, its steps, and what may be done next. */
export function ReturnDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('adminReturns');
  const query = useReturn(id);
  useDocumentTitle(
    query.data ? t('detail.title', { number: query.data.returnNumber }) : t('list.title'),
  );
  return (
    <RecordPage
      back={
        <BackLink to=".." relative="path">
          {t('detail.back')}
        </BackLink>
      }
      query={query}
      loading={{ rows: 6, label: t('list.title') }}
      notFound={{ title: t('detail.notFoundTitle'), description: t('detail.notFoundDescription') }}
      loadError={t('detail.loadError')}
    >
      {(detail) => <ReturnDetail detail={detail} />}
    </RecordPage>
  );
}

function ReturnDetail({ detail }: { detail: AdminReturnDetail }) {
  const { t } = useTranslation('adminReturns');
  const format = useStoreFormat();
  return (
    <>
      <AdminPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span>{t('detail.title', { number: '' }).trim()}</span>
            <Ltr className="font-mono text-[0.8em]">{detail.returnNumber}</Ltr>
          </span>
        }
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{t('detail.requestedOn', { date: format.dateTime(detail.createdAt) })}</span>
            <ReturnStatusBadge status={detail.status} />
            <span className="text-ink-muted">· {t(`resolution.${detail.resolution}`)}</span>
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <ReturnLines detail={detail} />
          {(detail.note || detail.decisionNote) && (
            <Card title={t('detail.shopperNote')} id="return-notes-title">
              {detail.note && (
                <p
                  className="text-sm whitespace-pre-line text-ink"
                  data-testid="return-shopper-note"
                >
                  <bdi>{detail.note}</bdi>
                </p>
              )}
              {detail.decisionNote && (
                <div className={detail.note ? 'mt-4 border-t border-line pt-4' : undefined}>
                  <p className="text-xs text-ink-muted">{t('detail.decisionNote')}</p>
                  <p className="mt-1 text-sm whitespace-pre-line text-ink">
                    <bdi>{detail.decisionNote}</bdi>
                  </p>
                </div>
              )}
            </Card>
          )}
          <ReturnSteps detail={detail} />
        </div>
        <div className="order-first flex min-w-0 flex-col gap-6 lg:order-none">
          <Card title={t('actions.title')} id="return-actions-title" testId="return-next-step">
            {detail.allowedActions.length > 0 ? (
              <ReturnActions detail={detail} />
            ) : (
              <p className="text-sm text-ink-soft">
                {t('actions.none', { status: t(`status.${detail.status}`) })}
              </p>
            )}
            {detail.refund && (
              <p className="mt-3 text-sm font-medium text-success" data-testid="return-refund">
                {t(detail.refund.method === 'cash' ? 'detail.refundedCash' : 'detail.refunded', {
                  amount: format.money(detail.refund.amount),
                })}
              </p>
            )}
          </Card>
          <ReturnOrder detail={detail} />
        </div>
      </div>
    </>
  );
}

function ReturnLines({ detail }: { detail: AdminReturnDetail }) {
  const { t } = useTranslation('adminReturns');
  const format = useStoreFormat();
  return (
    <Card title={t('detail.lines')} id="return-lines-title" testId="return-lines">
      <ul className="divide-y divide-line">
        {detail.lines.map((line) => (
          <li
            key={line.id}
            className="flex items-start gap-4 py-3 first:pt-0"
            data-testid="return-line"
          >
            {line.image ? (
              <img
                src={line.image}
                alt=""
                className="size-14 shrink-0 border border-line object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-14 shrink-0 border border-line bg-ivory" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">
                {format.language === 'ar' ? line.name.ar || line.name.en : line.name.en}
              </p>
              <p className="text-sm text-ink-muted">
                <Ltr>{format.money(line.price)}</Ltr> × {format.number(line.quantity)}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs">
                <span className="text-ink">{t(`reasons.${line.reason}`)}</span>
                <span className={line.sealOpened ? 'text-rose-deep' : 'text-ink-muted'}>
                  {line.sealOpened ? t('detail.sealOpened') : t('detail.sealIntact')}
                </span>
                {line.receivedQuantity !== null && (
                  <span className="text-ink-soft">
                    {t('detail.received', { count: line.receivedQuantity })}
                  </span>
                )}
                {line.receivedQuantity !== null && (
                  <span className={line.restockedAt ? 'text-success' : 'text-ink-muted'}>
                    {line.restockedAt ? t('detail.restocked') : t('detail.notRestocked')}
                  </span>
                )}
              </p>
              {line.reasonText && (
                <p className="mt-1 text-sm text-ink-soft">
                  <bdi>{line.reasonText}</bdi>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex justify-between border-t border-line pt-4 text-sm font-semibold text-ink">
        <span>{t('detail.value')}</span>
        <Ltr>{format.money(detail.refundAmount)}</Ltr>
      </p>
    </Card>
  );
}

function ReturnSteps({ detail }: { detail: AdminReturnDetail }) {
  const { t } = useTranslation('adminReturns');
  const format = useStoreFormat();
  const steps = (
    [
      ['requested', detail.steps.requested],
      ['decided', detail.steps.decided],
      ['received', detail.steps.received],
      ['refunded', detail.steps.refunded],
      ['closed', detail.steps.closed],
    ] as const
  ).filter((entry): entry is [(typeof entry)[0], ReturnStep] => entry[1] !== null);
  return (
    <Card title={t('detail.steps')} id="return-steps-title" testId="return-steps">
      <ol className="flex flex-col gap-3 border-s border-line ps-4">
        {steps.map(([name, step]) => (
          <li key={name} className="text-sm">
            <p className="font-medium text-ink">
              {name === 'decided'
                ? t(`status.${detail.status === 'rejected' ? 'rejected' : 'approved'}`)
                : t(`detail.step.${name}`)}
            </p>
            <p className="text-xs text-ink-muted">
              <time dateTime={step.at}>{format.dateTime(step.at)}</time>
              {step.by &&
                ` · ${t('detail.by', { name: step.by.name || step.by.email || step.by.id })}`}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function ReturnOrder({ detail }: { detail: AdminReturnDetail }) {
  const { t } = useTranslation('adminReturns');
  const format = useStoreFormat();
  const { order } = detail;
  return (
    <Card title={t('detail.order')} id="return-order-title" testId="return-order">
      <p>
        <Link
          to={`/admin/orders/${encodeURIComponent(order.id)}`}
          className="font-mono text-sm font-medium text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink"
        >
          <Ltr>{order.orderNumber}</Ltr>
        </Link>
      </p>
      <p className="mt-1 text-sm text-ink">{detail.customerName}</p>
      <p className="text-sm text-ink-soft">
        <Ltr>{detail.email}</Ltr>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">{t('detail.orderStatus')}</dt>
          <dd className="mt-1">
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">{t('detail.payment')}</dt>
          <dd className="mt-1 flex flex-col items-start gap-1">
            <PaymentStatusBadge status={order.paymentStatus} />
            <span className="text-xs text-ink-muted">
              {t(`adminSales:paymentMethod.${order.paymentMethod}`)}
            </span>
          </dd>
        </div>
        {order.deliveredAt && (
          <div className="col-span-2">
            <dt className="text-xs text-ink-muted">{t('detail.delivered')}</dt>
            <dd className="mt-1 text-ink">{format.dateTime(order.deliveredAt)}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
