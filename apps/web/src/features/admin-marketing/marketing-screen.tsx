import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { ListError, ListLoading } from '../../components/admin/list-states.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useAdminMarketingTags } from './api/get-marketing-tags.ts';
import { MarketingTagsForm } from './components/marketing-tags-form.tsx';

/**
 * /admin/marketing (issue 20): the Google Analytics 4, Tag Manager, Meta, Snap and TikTok IDs,
 * each switchable. The storefront asks shoppers for consent only while one is on.
 */
export function MarketingScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminMarketing');
  useDocumentTitle(t('title'));
  const tags = useAdminMarketingTags();
  return (
    <div className="flex max-w-4xl flex-col gap-6" data-testid="marketing-screen">
      <AdminPageHeader title={t('title')} description={t('description')} />
      {tags.isPending ? (
        <ListLoading rows={4} />
      ) : tags.isError && !tags.data ? (
        <ListError
          title={t('loadError')}
          message={tags.error.message}
          onRetry={() => void tags.refetch()}
        />
      ) : (
        <MarketingTagsForm key={tags.data.updatedAt ?? 'none'} tags={tags.data} />
      )}
    </div>
  );
}
