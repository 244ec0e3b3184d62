import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ListError, ListLoading } from '../../../components/admin/list-states.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { intlLocaleOf } from '@store/shared/locales';
import { useHomepageContent } from '../api/get-homepage-content.ts';
import { AboutEditor } from './about-editor.tsx';
import { CollectionsEditor } from './collections-editor.tsx';
import { HeroEditor } from './hero-editor.tsx';
import { MaintenanceEditor } from './maintenance-editor.tsx';
import { ResetCard } from './reset-card.tsx';
import { SeoEditor } from './seo-editor.tsx';
import { SlideshowEditor } from './slideshow-editor.tsx';
import { VisibilityEditor } from './visibility-editor.tsx';

/** Every part of the home page, each card saved on its own. */
export function HomepageTab() {
  const { t } = useTranslation('adminSite');
  const { language } = useLanguage();
  const homepage = useHomepageContent();

  if (homepage.isPending) return <ListLoading rows={6} />;
  if (!homepage.data) {
    return (
      <ListError
        title={t('content.errors.fetchHomepage')}
        message={homepage.error?.message}
        onRetry={() => void homepage.refetch()}
      />
    );
  }
  const data = homepage.data;
  const date = new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(data.lastUpdated));

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted" data-testid="homepage-last-updated">
        {data.updatedBy
          ? t('content.lastUpdated', { date, who: data.updatedBy })
          : t('content.lastUpdatedNobody', { date })}
      </p>
      <MaintenanceEditor homepage={data} />
      <HeroEditor hero={data.hero} />
      <SlideshowEditor hero={data.hero} />
      <VisibilityEditor homepage={data} />
      <AboutEditor about={data.about} />
      <CollectionsEditor section={data.featuredCollections} />
      <SeoEditor homepage={data} />
      <ResetCard />
    </div>
  );
}
