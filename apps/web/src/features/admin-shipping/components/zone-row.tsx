import type { ShippingZone } from '@store/shared/schemas/shipping';
import { DragHandle, type DragHandleProps } from '../../../components/admin/sortable-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import { daysSummary, placesSummary, priceSummary, sar } from '../lib/zone-summary.ts';

/** One zone in the list: where, cash on delivery, and each method's price and days. */
export function ZoneRow({
  zone,
  position,
  handle,
  onDelete,
}: {
  zone: ShippingZone;
  position: number;
  handle?: DragHandleProps;
  onDelete: () => void;
}) {
  const { t } = useTranslation('adminShipping');
  const { language } = useLanguage();
  const name = zone.name[language] || zone.name.en;
  const otherName = language === 'ar' ? zone.name.en : zone.name.ar;
  const places = placesSummary(zone, t, language);
  return (
    <div
      className={cx('flex gap-2 px-2 py-4 sm:gap-3 sm:px-4', !zone.active && 'bg-ivory/60')}
      data-testid="zone-row"
      data-zone-id={zone.id}
    >
      {handle ? (
        <DragHandle handle={handle} label={t('zones.move', { name })} />
      ) : (
        <span className="size-9 shrink-0" aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <div className="min-w-0 flex-1 basis-56">
            <p className="font-medium break-words text-ink">
              <span className="me-1.5 text-xs text-ink-muted tabular-nums">{position}.</span>
              <span data-testid="zone-name">{name}</span>
              {!zone.active && <Badge className="ms-2 align-middle">{t('zones.inactive')}</Badge>}
            </p>
            {otherName && otherName !== name && (
              <p className="text-xs text-ink-muted" lang={language === 'ar' ? 'en' : 'ar'}>
                {otherName}
              </p>
            )}
          </div>
          <div className="-ms-4 flex shrink-0 gap-1 sm:ms-0">
            <Link
              to={`zones/${zone.id}`}
              className={buttonClass('ghost', 'sm')}
              aria-label={t('zones.editLabel', { name })}
              data-testid="zone-edit"
            >
              {t('zones.edit')}
            </Link>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger hover:bg-danger/5"
              onClick={onDelete}
              aria-label={t('zones.deleteLabel', { name })}
              data-testid="zone-delete"
            >
              {t('zones.delete')}
            </Button>
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          {places.map((line) => (
            <div key={line.kind} className="contents">
              <dt className="text-ink-muted">{t(`places.${line.kind}`)}</dt>
              <dd className="min-w-0 text-ink-soft" data-testid={`zone-${line.kind}`}>
                {line.text}
              </dd>
            </div>
          ))}
          <dt className="text-ink-muted">{t('zones.codLabel')}</dt>
          <dd className="text-ink-soft" data-testid="zone-cod">
            {!zone.codEnabled
              ? t('zones.noCod')
              : zone.codFeeHalalas > 0
                ? t('zones.codFee', { fee: sar(zone.codFeeHalalas, language) })
                : t('zones.codFree')}
          </dd>
        </dl>
        {zone.methods.length === 0 ? (
          <p className="text-sm text-warning">{t('zones.noMethods')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line border border-line">
            {zone.methods.map((method) => (
              <li
                key={method.id}
                className={cx(
                  'flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3',
                  !method.active && 'text-ink-muted',
                )}
                data-testid="zone-method"
              >
                <span className="font-medium text-ink sm:w-44 sm:shrink-0">
                  {method.name[language] || method.name.en}
                  {!method.active && (
                    <span className="ms-2 text-xs font-normal text-ink-muted">
                      ({t('zones.methodOff')})
                    </span>
                  )}
                </span>
                <span className="min-w-0 flex-1 text-ink-soft" data-testid="method-price">
                  {priceSummary(method, t, language)}
                </span>
                <span className="shrink-0 text-xs text-ink-muted" data-testid="method-days">
                  {daysSummary(method, t)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
