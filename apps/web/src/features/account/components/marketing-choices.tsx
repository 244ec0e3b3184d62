import { useState, type FormEvent } from 'react';
import {
  MARKETING_CHANNELS,
  type MarketingChannel,
  type ShopperProfile,
} from '@store/shared/schemas/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatStoreDateTime } from '../../../lib/store-time.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/**
 * Marketing by email, SMS and WhatsApp (issue 22 point 3): each an opt-in, off until the shopper
 * ticks it and saves; the page shows since when each one is on.
 */
export function MarketingChoices({ account }: { account: ShopperProfile }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const stored = (channel: MarketingChannel) => account.marketing[channel] !== null;
  const [choices, setChoices] = useState<Record<MarketingChannel, boolean>>(() => ({
    email: stored('email'),
    sms: stored('sms'),
    whatsapp: stored('whatsapp'),
  }));
  const update = useUpdateProfile();
  const unchanged = MARKETING_CHANNELS.every((channel) => choices[channel] === stored(channel));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || update.isPending) return;
    const wording = (channel: MarketingChannel) =>
      `${t('marketing.intro')} ${t(`marketing.channels.${channel}`)}`;
    update.mutate({
      kind: 'marketing',
      choices,
      wording: { email: wording('email'), sms: wording('sms'), whatsapp: wording('whatsapp') },
      language,
    });
  };

  return (
    <section
      aria-labelledby="account-marketing-title"
      className="bg-paper p-6"
      data-testid="account-marketing"
    >
      <h2 id="account-marketing-title" className="font-display text-xl">
        {t('marketing.title')}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t('marketing.intro')}</p>
      <form onSubmit={submit} className="mt-4 grid gap-3">
        {MARKETING_CHANNELS.map((channel) => {
          const since = account.marketing[channel];
          return (
            <label key={channel} className="flex items-start gap-3 text-sm text-ink">
              <input
                type="checkbox"
                name={channel}
                checked={choices[channel]}
                onChange={(event) => {
                  update.reset();
                  setChoices((current) => ({ ...current, [channel]: event.target.checked }));
                }}
                className="mt-0.5 size-4 shrink-0 accent-ink"
                data-testid={`marketing-${channel}`}
              />
              <span>
                {t(`marketing.channels.${channel}`)}
                {since && (
                  <span className="block text-xs text-ink-muted">
                    {t('marketing.since', { date: formatStoreDateTime(since, language) })}
                  </span>
                )}
              </span>
            </label>
          );
        })}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            disabled={unchanged || update.isPending}
          >
            {update.isPending ? t('profile.saving') : t('marketing.save')}
          </Button>
          {update.isSuccess && (
            <span className="text-xs text-gold-deep" role="status" data-testid="marketing-saved">
              {t('marketing.saved')}
            </span>
          )}
          {update.isError && (
            <span className="text-xs text-danger" role="alert">
              {t('profile.saveFailed')}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
