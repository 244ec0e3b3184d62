import type { SmsSettings } from '@store/shared/schemas/sms';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

const TONES = {
  provider: 'border-success/40 bg-success/5',
  outbox: 'border-warning/40 bg-warning/5',
  unconfigured: 'border-danger/40 bg-danger/5',
} as const;

/** How messages leave now, said first: the one thing a merchant must know about this screen. */
export function SmsDeliveryNotice({ settings }: { settings: SmsSettings }) {
  const { t } = useTranslation('adminSms');
  const { delivery } = settings;
  return (
    <div
      role="status"
      data-testid="sms-delivery"
      data-delivery={delivery}
      className={cx('border px-4 py-3 text-sm', TONES[delivery])}
    >
      <p
        className={cx(
          'font-medium',
          delivery === 'provider'
            ? 'text-success'
            : delivery === 'unconfigured'
              ? 'text-danger'
              : 'text-ink',
        )}
      >
        {t(`delivery.${delivery}.title`)}
      </p>
      <p className="mt-1 text-ink-soft">
        {delivery === 'provider' ? (
          <>
            {t('delivery.provider.body')}{' '}
            <Ltr className="font-medium text-ink">{settings.senderId}</Ltr>
          </>
        ) : (
          t(`delivery.${delivery}.body`)
        )}
      </p>
    </div>
  );
}
