import type { SmsSettings } from '@store/shared/schemas/sms';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** What the notice says: sending, the outbox of a developer's machine, or the outbox in production. */
type NoticeState = 'provider' | 'outbox' | 'production';

const TONES: Record<NoticeState, { box: string; title: string }> = {
  provider: { box: 'border-success/40 bg-success/5', title: 'text-success' },
  outbox: { box: 'border-warning/40 bg-warning/5', title: 'text-warning' },
  production: { box: 'border-danger/40 bg-danger/5', title: 'text-danger' },
};

/** How messages leave now, said first: the one thing a merchant must know about this screen. */
export function SmsDeliveryNotice({ settings }: { settings: SmsSettings }) {
  const { t } = useTranslation('adminSms');
  const state: NoticeState =
    settings.delivery === 'provider' ? 'provider' : settings.production ? 'production' : 'outbox';
  return (
    <div
      role={state === 'production' ? 'alert' : 'status'}
      data-testid="sms-delivery"
      data-delivery={settings.delivery}
      data-state={state}
      className={cx('border px-4 py-3 text-sm', TONES[state].box)}
    >
      <p className={cx('font-medium', TONES[state].title)}>{t(`delivery.${state}.title`)}</p>
      <p className="mt-1 text-ink-soft">
        {state === 'provider' ? (
          <>
            {t('delivery.provider.body')}{' '}
            <Ltr className="font-medium text-ink">{settings.senderId}</Ltr>
          </>
        ) : (
          t(`delivery.${state}.body`)
        )}
      </p>
    </div>
  );
}
