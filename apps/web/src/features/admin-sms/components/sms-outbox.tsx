import type { SmsSettings } from '@store/shared/schemas/sms';
import { SettingsCard } from '../../../components/admin/settings-card.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatStoreDateTime } from '../../../lib/store-time.ts';

/**
 * The outbox: the folder on the server the messages are written to without Unifonic, and the latest
 * few, code and all, so a developer signing in on a fresh machine finds the code on this page too.
 */
export function SmsOutbox({ outbox }: { outbox: NonNullable<SmsSettings['outbox']> }) {
  const { t } = useTranslation('adminSms');
  const { language } = useLanguage();
  return (
    <SettingsCard title={t('outbox.title')} testId="sms-outbox">
      <div className="text-sm">
        <p className="text-ink-soft">{t('outbox.folder')}</p>
        <Ltr className="mt-1 block font-mono text-xs break-all text-ink">{outbox.directory}</Ltr>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-ink">{t('outbox.latest')}</h3>
        {outbox.recent.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('outbox.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line border border-line">
            {outbox.recent.map((message) => (
              <li key={message.file} className="flex flex-col gap-1 px-3 py-2 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span>
                    <span className="text-ink-muted">{t('outbox.to')} </span>
                    <Ltr className="font-medium text-ink">{message.to}</Ltr>
                  </span>
                  <span className="text-xs text-ink-muted">
                    <span className="sr-only">{t('outbox.at')} </span>
                    {formatStoreDateTime(message.at, language)}
                  </span>
                </div>
                <span className="sr-only">{t('outbox.text')}</span>
                <p className="break-words text-ink" dir="auto">
                  {message.text}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SettingsCard>
  );
}
