import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { Pagination } from '@store/shared/schemas/common';
import { intlLocaleOf, type Language } from '@store/shared/locales';
import {
  MEDIA_ACCEPT_ATTRIBUTE,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  type MediaItem,
} from '@store/shared/schemas/media';
import { mediaKeys, uploadMediaFile, useMediaList } from '../../lib/admin-media-api.ts';
import { ApiError } from '../../lib/api-error.ts';
import { cx } from '../../lib/class-names.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { toast } from '../../stores/toast-store.ts';
import { Button } from '../ui/button.tsx';
import { CheckIcon } from '../ui/icons/check-icon.tsx';
import { ChevronIcon } from '../ui/icons/chevron-icon.tsx';
import { CloseIcon } from '../ui/icons/close-icon.tsx';
import { SearchIcon } from '../ui/icons/search-icon.tsx';
import { ImageIcon } from './admin-icons.tsx';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';
import { Modal } from './modal.tsx';

/*
 * The media library's shared pieces: the picker other screens open (product images, hero slides,
 * collections), and the drop zone and upload list the media screen uses too.
 */

// ---------------------------------------------------------------------------------------------
// Formatting

/** "840 KB", "2.4 MB" in the page's language. */
export function formatBytes(bytes: number, language: Language): string {
  const locale = intlLocaleOf(language);
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language)).format(value);
}

/** The smallest web size, for thumbnails. */
export function thumbnailUrl(item: MediaItem): string {
  return item.variants[0]?.url ?? item.url;
}

// ---------------------------------------------------------------------------------------------
// Uploads

export type UploadFailure =
  | 'unsupported'
  | 'tooLarge'
  | 'network'
  | 'storageUnavailable'
  | 'signedOut'
  | 'forbidden'
  | 'generic';

export interface UploadEntry {
  id: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'error';
  failure?: UploadFailure;
  /** The server's own words, for failures without a text of ours. */
  serverMessage?: string;
  item?: MediaItem;
}

function failureOf(error: unknown): { failure: UploadFailure; serverMessage?: string } {
  if (error instanceof ApiError) {
    if (error.status === 415) return { failure: 'unsupported' };
    if (error.status === 413) return { failure: 'tooLarge' };
    if (error.status === 0) return { failure: 'network' };
    // The image storage (the disk, or the bucket) did not take the file: nothing was kept.
    if (error.status === 503 && error.code === 'SERVICE_UNAVAILABLE') {
      return { failure: 'storageUnavailable' };
    }
    if (error.status === 401) return { failure: 'signedOut' };
    if (error.status === 403) return { failure: 'forbidden' };
    return { failure: 'generic', serverMessage: error.message };
  }
  return { failure: 'generic', serverMessage: error instanceof Error ? error.message : undefined };
}

let uploadCounter = 0;

/**
 * A queue of uploads, one file at a time (gentle on the server, clear progress). Each finished
 * image is handed to `onUploaded`; the media lists are refreshed after each.
 */
export function useMediaUploads(options: { onUploaded?: (items: MediaItem[]) => void } = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('adminSystem');
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const onUploaded = useRef(options.onUploaded);
  onUploaded.current = options.onUploaded;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((id: string, patch: Partial<UploadEntry>) => {
    if (!mounted.current) return;
    setUploads((all) => all.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const entries = files.map((file) => {
        uploadCounter += 1;
        return {
          file,
          entry: {
            id: `upload-${uploadCounter}`,
            name: file.name,
            progress: 0,
            status: 'queued',
          } satisfies UploadEntry as UploadEntry,
        };
      });
      setUploads((all) => [...entries.map((e) => e.entry), ...all]);
      chain.current = chain.current.then(async () => {
        const done: MediaItem[] = [];
        for (const { file, entry } of entries) {
          if (file.size > MEDIA_MAX_BYTES) {
            update(entry.id, { status: 'error', failure: 'tooLarge' });
            continue;
          }
          update(entry.id, { status: 'uploading' });
          try {
            const result = await uploadMediaFile(file, (progress) =>
              update(entry.id, { progress }),
            );
            const item = result.items[0];
            if (item) {
              done.push(item);
              update(entry.id, { status: 'done', progress: 1, item });
            } else {
              const rejection = result.rejected[0];
              update(entry.id, {
                status: 'error',
                ...failureOf(
                  new ApiError(rejection?.message ?? '', {
                    status: rejection?.status ?? 400,
                    code: 'UNKNOWN',
                  }),
                ),
              });
            }
          } catch (error) {
            update(entry.id, { status: 'error', ...failureOf(error) });
          }
        }
        if (done.length > 0) {
          await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
          toast.success(t('mediaPicker.uploadedToast', { count: done.length }));
          onUploaded.current?.(done);
        }
      });
    },
    [queryClient, t, update],
  );

  const dismiss = useCallback(
    (id: string) => setUploads((all) => all.filter((entry) => entry.id !== id)),
    [],
  );
  const clearFinished = useCallback(
    () => setUploads((all) => all.filter((e) => e.status === 'queued' || e.status === 'uploading')),
    [],
  );
  return { uploads, add, dismiss, clearFinished };
}

function useUploadLimits() {
  const { language } = useLanguage();
  return {
    size: formatBytes(MEDIA_MAX_BYTES, language),
    megapixels: formatNumber(MEDIA_MAX_PIXELS / 1_000_000, language),
  };
}

/** The localized reason an upload failed. */
export function useUploadFailureText() {
  const { t } = useTranslation('adminSystem');
  const limits = useUploadLimits();
  return (entry: UploadEntry) =>
    t(`mediaPicker.errors.${entry.failure ?? 'generic'}`, {
      name: entry.name,
      message: entry.serverMessage ?? '',
      ...limits,
    });
}

/**
 * Where images are dropped or chosen: the whole zone takes a drop, the button opens the file
 * chooser (several files at once). Keyboard users reach the button.
 */
export function MediaDropZone({
  onFiles,
  compact = false,
  inputTestId,
  children,
}: {
  onFiles: (files: File[]) => void;
  compact?: boolean;
  inputTestId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('adminSystem');
  const limits = useUploadLimits();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      data-testid="media-drop-zone"
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={onDrop}
      className={cx(
        'relative flex border border-dashed transition-colors',
        compact
          ? 'flex-row flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3'
          : 'flex-col items-center gap-3 px-6 py-10 text-center',
        dragging ? 'border-gold-deep bg-champagne-light/40' : 'border-line bg-ivory/60',
      )}
    >
      <ImageIcon size={compact ? 22 : 30} className="shrink-0 text-gold-deep" />
      <div className={cx('min-w-0', compact ? 'flex-1' : '')}>
        <p className={cx('text-ink', compact ? 'text-sm font-medium' : 'font-display text-xl')}>
          {dragging ? t('mediaPicker.dropActive') : t('mediaPicker.dropTitle')}
        </p>
        <p className="mt-1 text-xs text-ink-muted">{t('mediaPicker.dropHint', limits)}</p>
      </div>
      <label
        htmlFor={inputId}
        className="inline-flex h-9 cursor-pointer items-center justify-center border border-ink/70 px-4 text-xs tracking-[0.14em] text-ink uppercase transition-colors focus-within:outline-2 hover:bg-ink hover:text-ivory rtl:tracking-normal"
      >
        {t('mediaPicker.browse')}
        <input
          id={inputId}
          type="file"
          multiple
          accept={MEDIA_ACCEPT_ATTRIBUTE}
          data-testid={inputTestId}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            onFiles(files);
          }}
        />
      </label>
      {children}
    </div>
  );
}

/** The uploads under way and finished, with progress and each failure in the page's language. */
export function UploadList({
  uploads,
  onDismiss,
  onClearFinished,
}: {
  uploads: UploadEntry[];
  onDismiss: (id: string) => void;
  onClearFinished: () => void;
}) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const failureText = useUploadFailureText();
  if (uploads.length === 0) return null;
  const percent = (fraction: number) =>
    new Intl.NumberFormat(intlLocaleOf(language), { style: 'percent' }).format(fraction);
  const finished = uploads.some((e) => e.status === 'done' || e.status === 'error');
  return (
    <div className="border border-line bg-paper" data-testid="media-upload-list">
      <ul className="max-h-56 divide-y divide-line overflow-y-auto" aria-live="polite">
        {uploads.map((entry) => (
          <li
            key={entry.id}
            data-testid="media-upload-entry"
            data-status={entry.status}
            className="flex items-start gap-3 px-4 py-2.5 text-sm"
          >
            <div className="min-w-0 flex-1">
              <div className="flex items-center justify-between gap-3">
                <p className="truncate font-medium text-ink" dir="auto">
                  {entry.name}
                </p>
                <span
                  className={cx(
                    'shrink-0 text-xs',
                    entry.status === 'error'
                      ? 'text-danger'
                      : entry.status === 'done'
                        ? 'text-success'
                        : 'text-ink-muted',
                  )}
                >
                  {entry.status === 'done'
                    ? t('mediaPicker.uploaded')
                    : entry.status === 'error'
                      ? t('mediaPicker.failed')
                      : t('mediaPicker.uploading')}
                </span>
              </div>
              {(entry.status === 'uploading' || entry.status === 'queued') && (
                <div
                  role="progressbar"
                  aria-label={t('mediaPicker.progress', { percent: percent(entry.progress) })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(entry.progress * 100)}
                  className="mt-1.5 h-1 overflow-hidden bg-line"
                >
                  <div
                    className="h-full bg-gold-deep transition-[width] duration-200"
                    style={{ width: `${Math.round(entry.progress * 100)}%` }}
                  />
                </div>
              )}
              {entry.status === 'error' && (
                <p role="alert" className="mt-1 text-xs text-danger">
                  {failureText(entry)}
                </p>
              )}
            </div>
            {(entry.status === 'done' || entry.status === 'error') && (
              <button
                type="button"
                onClick={() => onDismiss(entry.id)}
                aria-label={t('mediaPicker.dismiss')}
                className="-me-1 inline-flex size-7 shrink-0 items-center justify-center text-ink-muted hover:text-ink"
              >
                <CloseIcon size={14} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {finished && (
        <div className="flex justify-end border-t border-line px-4 py-1.5">
          <button
            type="button"
            onClick={onClearFinished}
            className="text-xs text-ink-soft underline-offset-4 hover:text-ink hover:underline"
          >
            {t('mediaPicker.clearFinished')}
          </button>
        </div>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Search and pages

/** The search text, and the same text once typing has paused (what the query uses). */
export function useDebouncedSearch(delayMs = 300) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [search, delayMs]);
  return { search, setSearch, debounced };
}

export function MediaSearchInput({
  value,
  onChange,
  label,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId?: string;
}) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon
        size={16}
        className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-muted"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        aria-label={label}
        data-testid={testId}
        className="h-10 w-full border border-line bg-paper ps-9 pe-3 text-sm text-ink placeholder:text-ink-muted focus:border-ink"
      />
    </div>
  );
}

/**
 * The top of the media library, on its screen and in the picker: the drop zone, the uploads under
 * way, and the search with what goes beside it (`children`).
 */
export function MediaLibraryTools({
  uploads,
  compact,
  inputTestId,
  search,
  onSearch,
  searchLabel,
  searchTestId,
  children,
}: {
  uploads: ReturnType<typeof useMediaUploads>;
  compact?: boolean;
  inputTestId: string;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  searchTestId: string;
  children?: ReactNode;
}) {
  return (
    <>
      <MediaDropZone compact={compact} onFiles={uploads.add} inputTestId={inputTestId} />
      <UploadList
        uploads={uploads.uploads}
        onDismiss={uploads.dismiss}
        onClearFinished={uploads.clearFinished}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MediaSearchInput
          value={search}
          onChange={onSearch}
          label={searchLabel}
          testId={searchTestId}
        />
        {children}
      </div>
    </>
  );
}

/** Previous / page x of y / next, compact for dialogs and admin lists. */
export function MediaPager({
  pagination,
  onPageChange,
  labels,
}: {
  pagination: Pagination;
  onPageChange: (page: number) => void;
  labels: { previous: string; next: string; pageOf: string };
}) {
  if (pagination.pages <= 1) return null;
  const button =
    'inline-flex size-9 items-center justify-center border border-line text-ink hover:border-ink disabled:pointer-events-none disabled:opacity-40';
  return (
    <nav className="flex items-center justify-center gap-3" aria-label={labels.pageOf}>
      <button
        type="button"
        className={button}
        disabled={!pagination.hasPrev}
        onClick={() => onPageChange(pagination.page - 1)}
        aria-label={labels.previous}
      >
        <ChevronIcon size={14} className="rotate-180 rtl:rotate-0" />
      </button>
      <p className="text-sm text-ink-soft" aria-live="polite">
        {labels.pageOf}
      </p>
      <button
        type="button"
        className={button}
        disabled={!pagination.hasNext}
        onClick={() => onPageChange(pagination.page + 1)}
        aria-label={labels.next}
      >
        <ChevronIcon size={14} className="rtl:rotate-180" />
      </button>
    </nav>
  );
}

// ---------------------------------------------------------------------------------------------
// The picker

const PICKER_PAGE_SIZE = 24;

export interface MediaPickerProps {
  open: boolean;
  /** Several images may be chosen (product gallery); otherwise one (a slide, a collection). */
  multiple?: boolean;
  onClose(): void;
  /** The chosen images, in the order they were chosen. */
  onSelect(items: MediaItem[]): void;
}

/**
 * Chooses images from the media library, or uploads new ones on the spot (they are selected as
 * soon as they are uploaded). Test ids: `media-picker`, `media-picker-upload-input`,
 * `media-picker-item` (with `data-media-id`), `media-picker-confirm`.
 */
export function MediaPicker(props: MediaPickerProps) {
  if (!props.open) return null;
  return <MediaPickerDialog {...props} />;
}

function MediaPickerDialog({ multiple = false, onClose, onSelect }: MediaPickerProps) {
  const { t } = useTranslation('adminSystem');
  const { language } = useLanguage();
  const { search, setSearch, debounced } = useDebouncedSearch();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MediaItem[]>([]);
  useEffect(() => setPage(1), [debounced]);

  const list = useMediaList({
    page,
    limit: PICKER_PAGE_SIZE,
    search: debounced || undefined,
  });
  const uploads = useMediaUploads({
    onUploaded: (items) =>
      setSelected((current) => {
        if (!multiple) return items.slice(-1);
        const known = new Set(current.map((i) => i.id));
        return [...current, ...items.filter((i) => !known.has(i.id))];
      }),
  });

  const toggle = (item: MediaItem) =>
    setSelected((current) => {
      const isSelected = current.some((i) => i.id === item.id);
      if (!multiple) return isSelected ? [] : [item];
      return isSelected ? current.filter((i) => i.id !== item.id) : [...current, item];
    });

  const confirm = () => {
    if (selected.length === 0) return;
    onSelect(selected);
    onClose();
  };

  const items = list.data?.items ?? [];
  const footer = (
    <>
      <p className="me-auto self-center text-sm text-ink-soft" aria-live="polite">
        {selected.length > 0
          ? t('mediaPicker.selected', { count: selected.length })
          : t('mediaPicker.noneSelected')}
      </p>
      <Button variant="ghost" size="sm" onClick={onClose}>
        {t('mediaPicker.cancel')}
      </Button>
      <Button
        size="sm"
        onClick={confirm}
        disabled={selected.length === 0}
        data-testid="media-picker-confirm"
      >
        {t('mediaPicker.confirm')}
      </Button>
    </>
  );

  let body: ReactNode;
  if (list.isPending) body = <ListLoading rows={3} />;
  else if (list.isError && !list.data)
    body = (
      <ListError
        title={t('mediaPicker.loadFailed')}
        message={list.error instanceof Error ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
      />
    );
  else if (items.length === 0)
    body = (
      <ListEmpty
        icon={<ImageIcon size={28} />}
        title={
          debounced ? t('mediaPicker.noResults', { search: debounced }) : t('mediaPicker.empty')
        }
        description={debounced ? undefined : t('mediaPicker.emptyHint')}
      />
    );
  else
    body = (
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
        data-testid="media-picker-grid"
      >
        {items.map((item) => {
          const order = selected.findIndex((i) => i.id === item.id);
          const isSelected = order >= 0;
          return (
            <li key={item.id}>
              <button
                type="button"
                data-testid="media-picker-item"
                data-media-id={item.id}
                aria-pressed={isSelected}
                aria-label={t('mediaPicker.select', { name: item.originalName })}
                onClick={() => toggle(item)}
                onDoubleClick={() => {
                  if (!multiple) {
                    onSelect([item]);
                    onClose();
                  }
                }}
                className={cx(
                  'group relative block w-full border bg-paper text-start transition-shadow focus-visible:outline-2',
                  isSelected
                    ? 'border-gold-deep ring-2 ring-gold-deep'
                    : 'border-line hover:border-ink/50',
                )}
              >
                <span className="block aspect-square overflow-hidden bg-ivory">
                  <img
                    src={thumbnailUrl(item)}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </span>
                <span className="block px-2 py-1.5">
                  <span className="block truncate text-xs text-ink" dir="auto">
                    {item.originalName}
                  </span>
                  <span className="block text-[0.6875rem] text-ink-muted">
                    {t('mediaPicker.dimensions', {
                      width: formatNumber(item.width, language),
                      height: formatNumber(item.height, language),
                    })}
                  </span>
                </span>
                {isSelected && (
                  <span className="absolute end-2 top-2 inline-flex size-6 items-center justify-center rounded-full bg-gold-deep text-xs text-ivory">
                    {multiple ? formatNumber(order + 1, language) : <CheckIcon size={14} />}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={t('mediaPicker.title')}
      description={t('mediaPicker.description')}
      size="xl"
      footer={footer}
      testId="media-picker"
    >
      <div className="space-y-4">
        <MediaLibraryTools
          uploads={uploads}
          compact
          inputTestId="media-picker-upload-input"
          search={search}
          onSearch={setSearch}
          searchLabel={t('mediaPicker.search')}
          searchTestId="media-picker-search"
        >
          {selected.length > 0 && (
            <button
              type="button"
              onClick={() => setSelected([])}
              className="text-xs text-ink-soft underline-offset-4 hover:text-ink hover:underline"
            >
              {t('mediaPicker.clearSelection')}
            </button>
          )}
        </MediaLibraryTools>
        {body}
        {list.data && (
          <MediaPager
            pagination={list.data.pagination}
            onPageChange={setPage}
            labels={{
              previous: t('mediaPicker.previous'),
              next: t('mediaPicker.next'),
              pageOf: t('mediaPicker.pageOf', {
                page: formatNumber(list.data.pagination.page, language),
                pages: formatNumber(list.data.pagination.pages, language),
              }),
            }}
          />
        )}
      </div>
    </Modal>
  );
}
