import { feedPath, SITEMAP_INDEX_PATH, type FeedFormat } from '@store/shared/discovery-addresses';
import { LANGUAGES } from '@store/shared/locales';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { SettingsCard } from '../../components/admin/settings-card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AddressRow } from './components/address-row.tsx';

/** Where each file goes: Snapchat reads Meta's columns, so it gets Meta's file. */
const PLATFORMS: { platform: 'google' | 'meta' | 'snapchat' | 'tiktok'; format: FeedFormat }[] = [
  { platform: 'google', format: 'google' },
  { platform: 'meta', format: 'meta' },
  { platform: 'snapchat', format: 'meta' },
  { platform: 'tiktok', format: 'tiktok' },
];

/**
 * /admin/product-feeds: the sitemap for Google Search Console and each product feed, per
 * language, with where to paste it. The addresses are the store's own (this page's origin);
 * the server builds the files (flows/discovery, FEEDS.md beside it).
 */
export function ProductFeedsScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminFeeds');
  useDocumentTitle(t('title'));
  const origin = window.location.origin;
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="product-feeds-screen">
      <AdminPageHeader title={t('title')} description={t('description')} />
      <SettingsCard
        title={t('sitemap.title')}
        description={t('sitemap.where')}
        testId="feed-sitemap"
      >
        <AddressRow name={t('sitemap.label')} url={`${origin}${SITEMAP_INDEX_PATH}`} />
      </SettingsCard>
      {PLATFORMS.map(({ platform, format }) => (
        <SettingsCard
          key={platform}
          title={t(`platforms.${platform}.title`)}
          description={t(`platforms.${platform}.where`)}
          testId={`feed-${platform}`}
        >
          {LANGUAGES.map((language) => (
            <AddressRow
              key={language}
              name={t(`languages.${language}`)}
              url={`${origin}${feedPath(format, language)}`}
            />
          ))}
        </SettingsCard>
      ))}
    </div>
  );
}
