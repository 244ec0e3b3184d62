import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { foldForSearch, intlLocaleOf } from '@store/shared/locales';
import type { Category } from '@store/shared/schemas/catalog';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { TagIcon } from '../../components/admin/admin-icons.tsx';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { TextInput, Toggle } from '../../components/admin/form-field.tsx';
import { ListEmpty, ListStates } from '../../components/admin/list-states.tsx';
import { DragHandle, SortableList } from '../../components/admin/sortable-list.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PlusIcon } from '../../components/ui/icons/plus-icon.tsx';
import { SearchIcon } from '../../components/ui/icons/search-icon.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { toast } from '../../stores/toast-store.ts';
import { useCategories } from './api/get-categories.ts';
import { useCategoryStats } from './api/get-category-stats.ts';
import { useDeleteCategory } from './api/delete-category.ts';
import { useReorderCategories } from './api/reorder-categories.ts';
import { useToggleCategoryStatus } from './api/toggle-category-status.ts';
import { CategoryFormModal } from './components/category-form-modal.tsx';
import { useErrorToast } from '../../hooks/use-error-toast.ts';

function matches(category: Category, search: string): boolean {
  const folded = foldForSearch(search);
  if (!folded) return true;
  return [category.name.en, category.name.ar, category.slug].some((text) =>
    foldForSearch(text).includes(folded),
  );
}

/**
 * /admin/categories: the merchandising categories in menu order with their product counts;
 * reorder by dragging, switch on and off, create and edit in a dialog, delete when empty.
 */
export function CategoriesScreen() {
  const { t } = useTranslation('adminCatalog');
  const { language } = useLanguage();
  useDocumentTitle(t('categories.title'));
  const categories = useCategories();
  const stats = useCategoryStats();
  const reorder = useReorderCategories();
  const toggle = useToggleCategoryStatus();
  const remove = useDeleteCategory();
  useErrorToast(categories.isError, t('toasts.categoriesFailed'));
  useErrorToast(stats.isError, t('toasts.categoryStatsFailed'));
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [deleteReason, setDeleteReason] = useState<string | null>(null);
  const number = new Intl.NumberFormat(intlLocaleOf(language));

  const countOf = useMemo(
    () => new Map((stats.data?.categoryStats ?? []).map((row) => [row._id, row] as const)),
    [stats.data],
  );
  const all = categories.data ?? [];
  const shown = all.filter((category) => matches(category, search));
  const nameOf = (category: Category) => category.name[language] || category.name.en;
  const productsIn = (category: Category) =>
    countOf.get(category._id)?.productCount ?? category.productCount;

  async function onToggle(category: Category) {
    try {
      const updated = await toggle.mutateAsync(category._id);
      toast.success(
        t(updated.isActive ? 'toasts.categoryActivated' : 'toasts.categoryDeactivated'),
      );
    } catch {
      toast.error(t('toasts.errorTitle'), t('toasts.toggleCategoryFailed'));
    }
  }

  async function onReorder(ordered: Category[]) {
    try {
      await reorder.mutateAsync(ordered);
      toast.success(t('toasts.categoriesReordered'));
    } catch {
      toast.error(t('toasts.errorTitle'), t('toasts.reorderCategoryFailed'));
    }
  }

  async function onDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success(t('toasts.categoryDeleted'));
      setDeleting(null);
    } catch (error) {
      toast.error(t('toasts.errorTitle'), t('toasts.deleteCategoryFailed'));
      // The server counts hidden products too: say why in the dialog.
      if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return setDeleteReason(null);
      const count = Number(/(\d+) product/.exec(error.message)?.[1]);
      setDeleteReason(
        Number.isInteger(count) ? t('categories.deleteBlocked', { count }) : error.message,
      );
    }
  }

  const totals = stats.data?.totals;
  const cards = [
    { label: t('categories.stats.total'), value: totals?.categories ?? all.length },
    { label: t('categories.stats.active'), value: totals?.active },
    { label: t('categories.stats.inactive'), value: totals?.inactive },
    {
      label: t('categories.stats.products'),
      value: stats.data?.categoryStats.reduce((sum, row) => sum + row.productCount, 0),
    },
  ];

  const row = (category: Category, handle?: Parameters<typeof DragHandle>[0]['handle']) => {
    const name = nameOf(category);
    const counts = countOf.get(category._id);
    return (
      <div
        className="flex flex-wrap items-center gap-3 px-3 py-3 sm:flex-nowrap sm:px-4"
        data-testid="category-row"
      >
        {handle ? (
          <DragHandle handle={handle} label={t('categories.move', { name })} />
        ) : (
          <span className="size-9 shrink-0" aria-hidden="true" />
        )}
        {category.image ? (
          <img
            src={category.image}
            alt=""
            className="size-11 shrink-0 border border-line object-cover"
          />
        ) : (
          <span className="flex size-11 shrink-0 items-center justify-center border border-line bg-ivory text-gold-deep">
            <TagIcon size={18} />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-ink">{name}</p>
          <p className="truncate text-xs text-ink-muted">
            <span lang={language === 'ar' ? 'en' : 'ar'}>
              {language === 'ar' ? category.name.en : category.name.ar}
            </span>
            <span aria-hidden="true"> · </span>
            <span dir="ltr">/{category.slug}</span>
          </p>
        </div>
        <div className="text-sm text-ink-soft sm:w-36">
          <p>{t('categories.products', { count: productsIn(category) })}</p>
          {counts && (
            <p className="text-xs text-ink-muted">
              {t('categories.inStock', { count: counts.inStockCount })}
            </p>
          )}
        </div>
        <Badge tone={category.isActive ? 'gold' : 'outline'} className="hidden md:inline-flex">
          {category.isActive ? t('categories.active') : t('categories.inactive')}
        </Badge>
        <Toggle
          id={`category-active-${category._id}`}
          testId="category-toggle"
          checked={category.isActive}
          disabled={toggle.isPending}
          onChange={() => void onToggle(category)}
          label={<span className="sr-only">{t('categories.activeToggle', { name })}</span>}
        />
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setEditing(category)}
            aria-label={t('categories.editLabel', { name })}
            data-testid="category-edit"
          >
            {t('categories.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-danger/5"
            onClick={() => {
              setDeleteReason(null);
              setDeleting(category);
            }}
            aria-label={t('categories.deleteLabel', { name })}
            data-testid="category-delete"
          >
            {t('categories.delete')}
          </Button>
        </div>
      </div>
    );
  };

  const deletingCount = deleting ? productsIn(deleting) : 0;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          <Button size="sm" onClick={() => setEditing(null)} data-testid="category-new">
            <PlusIcon size={14} />
            {t('categories.new')}
          </Button>
        }
      />

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="category-stats">
        {cards.map((card) => (
          <div key={card.label} className="border border-line bg-paper p-4">
            <dt className="text-xs text-ink-muted">{card.label}</dt>
            <dd className="mt-1 font-display text-2xl text-ink tabular-nums">
              {card.value === undefined ? '—' : number.format(card.value)}
            </dd>
          </div>
        ))}
      </dl>

      <div role="search" className="relative max-w-md">
        <label htmlFor="categories-search" className="sr-only">
          {t('categories.searchLabel')}
        </label>
        <SearchIcon
          size={16}
          className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-muted"
        />
        <TextInput
          id="categories-search"
          type="search"
          className="ps-9"
          placeholder={t('categories.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="categories-search"
        />
      </div>

      <ListStates
        isPending={categories.isPending}
        isError={categories.isError && !categories.data}
        error={categories.error}
        onRetry={() => void categories.refetch()}
        isEmpty={all.length === 0}
        empty={{
          icon: <TagIcon size={28} />,
          title: t('categories.emptyTitle'),
          description: t('categories.emptyDescription'),
          action: (
            <Button size="sm" onClick={() => setEditing(null)}>
              {t('categories.new')}
            </Button>
          ),
        }}
      >
        <p className="text-xs text-ink-muted">
          {search ? t('categories.reorderDisabled') : t('categories.reorderHint')}
        </p>
        {search ? (
          shown.length === 0 ? (
            <ListEmpty
              title={t('categories.noMatchTitle')}
              description={t('categories.noMatchDescription')}
            />
          ) : (
            <ul
              className="divide-y divide-line border border-line bg-paper"
              aria-label={t('categories.caption')}
            >
              {shown.map((category) => (
                <li key={category._id}>{row(category)}</li>
              ))}
            </ul>
          )
        ) : (
          <SortableList
            items={all}
            getId={(category) => category._id}
            onReorder={(ordered) => void onReorder(ordered)}
            className="divide-y divide-line border border-line bg-paper"
            itemClassName="bg-paper"
            renderItem={(category, handle) => row(category, handle)}
          />
        )}
      </ListStates>

      {editing !== undefined && (
        <CategoryFormModal
          key={editing?._id ?? 'new'}
          open
          category={editing}
          onClose={() => setEditing(undefined)}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('categories.deleteTitle', { name: nameOf(deleting) }) : ''}
        message={
          deletingCount > 0
            ? t('categories.deleteBlocked', { count: deletingCount })
            : t('categories.deleteMessage')
        }
        confirmLabel={t('categories.deleteConfirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleteReason && (
          <p role="alert" className="text-sm text-danger" data-testid="category-delete-reason">
            {deleteReason}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
