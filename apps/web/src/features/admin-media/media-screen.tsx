import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { MediaItem } from '@store/shared/schemas/media';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { ImageIcon } from '../../components/admin/admin-icons.tsx';
import { ListStates } from '../../components/admin/list-states.tsx';
import {
  formatNumber,
  MediaLibraryTools,
  MediaPager,
  useDebouncedSearch,
  useMediaUploads,
} from '../../components/admin/media-picker.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useMediaList } from '../../lib/admin-media-api.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { DeleteMediaDialog } from './components/delete-media-dialog.tsx';
import { MediaAltDialog } from './components/media-alt-dialog.tsx';
import { MediaCard } from './components/media-card.tsx';

const PAGE_SIZE = 24;

/** /admin/media: upload by drag and drop, the library with sizes and usage, delete when unused. */
export function MediaScreen() {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  useDocumentTitle(t('media.title'));
  const { search, setSearch, debounced } = useDebouncedSearch();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [describing, setDescribing] = useState<MediaItem | null>(null);
  useEffect(() => setPage(1), [debounced]);

  const list = useMediaList({ page, limit: PAGE_SIZE, search: debounced || undefined });
  const uploads = useMediaUploads({ onUploaded: () => setPage(1) });
  const items = list.data?.items ?? [];
  const pagination = list.data?.pagination;

  return (
    <div className="flex flex-col gap-6" data-testid="media-screen">
      <AdminPageHeader title={t('media.title')} description={t('media.description')} />

      <MediaLibraryTools
        uploads={uploads}
        inputTestId="media-upload-input"
        search={search}
        onSearch={setSearch}
        searchLabel={t('media.search')}
        searchTestId="media-search"
      >
        {pagination && (
          <p className="text-sm text-ink-soft" aria-live="polite">
            {t('media.total', { count: pagination.total })}
          </p>
        )}
      </MediaLibraryTools>

      <ListStates
        isPending={list.isPending}
        isError={list.isError && !list.data}
        error={list.error}
        onRetry={() => void list.refetch()}
        isEmpty={items.length === 0}
        empty={{
          icon: <ImageIcon size={30} />,
          title: debounced ? t('media.noResults', { search: debounced }) : t('media.empty'),
          description: debounced ? undefined : t('media.emptyHint'),
        }}
      >
        <ul
          data-testid="media-grid"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {items.map((item) => (
            <li key={item.id}>
              <MediaCard
                item={item}
                onDelete={() => setDeleting(item)}
                onDescribe={() => setDescribing(item)}
              />
            </li>
          ))}
        </ul>
      </ListStates>

      {pagination && (
        <MediaPager
          pagination={pagination}
          onPageChange={setPage}
          labels={{
            previous: t('mediaPicker.previous'),
            next: t('mediaPicker.next'),
            pageOf: t('mediaPicker.pageOf', {
              page: formatNumber(pagination.page, language),
              pages: formatNumber(pagination.pages, language),
            }),
          }}
        />
      )}

      <DeleteMediaDialog item={deleting} onClose={() => setDeleting(null)} />
      <MediaAltDialog item={describing} onClose={() => setDescribing(null)} />
    </div>
  );
}
