import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import type { FeaturedCollection, FeaturedCollectionsContent } from '@store/shared/schemas/content';
import { MAX_FEATURED_COLLECTIONS } from '@store/shared/schemas/content';
import { ListEmpty } from '../../../components/admin/list-states.tsx';
import { TagIcon } from '../../../components/admin/admin-icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons/plus-icon.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useRemoveFeaturedCollection } from '../api/featured-collection.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { CollectionsHeadingForm } from './collections-heading-form.tsx';
import { ConfirmRemoval } from './confirm-removal.tsx';
import { EditorCard } from './editor-card.tsx';

/** The featured collections: a card each, added, edited and removed one at a time. */
export function CollectionsEditor({ section }: { section: FeaturedCollectionsContent }) {
  const { t } = useTranslation('adminSite');
  const { language } = useLanguage();
  const [editing, setEditing] = useState<FeaturedCollection | 'new' | null>(null);
  const [removing, setRemoving] = useState<FeaturedCollection | null>(null);
  const remove = useRemoveFeaturedCollection();
  const full = section.collections.length >= MAX_FEATURED_COLLECTIONS;

  return (
    <EditorCard
      id="collections-editor"
      title={t('content.collections.title')}
      description={t('content.collections.description')}
      actions={
        <Button
          size="sm"
          variant="secondary"
          disabled={full}
          onClick={() => setEditing('new')}
          data-testid="collection-add"
        >
          <PlusIcon size={14} />
          {t('content.collections.add')}
        </Button>
      }
    >
      <CollectionsHeadingForm section={section} />
      {section.collections.length === 0 ? (
        <ListEmpty
          icon={<TagIcon size={28} />}
          title={t('content.collections.empty')}
          description={t('content.collections.emptyHint')}
        />
      ) : (
        <ul className="divide-y divide-line border border-line">
          {section.collections.map((collection) => (
            <li
              key={collection.id}
              className="flex items-center gap-4 px-4 py-3"
              data-testid={`collection-row-${collection.id}`}
            >
              <img
                src={collection.image}
                alt=""
                className="size-14 shrink-0 border border-line bg-ivory object-cover"
                loading="lazy"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">
                  {localize(collection.name, language)}
                </p>
                <p className="truncate text-sm text-ink-muted">
                  {localize(collection.description, language)}
                </p>
                <p className="truncate text-xs text-ink-muted" dir="ltr">
                  {collection.link}
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing(collection)}
                  data-testid={`collection-edit-${collection.id}`}
                >
                  {t('content.collections.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-danger"
                  onClick={() => setRemoving(collection)}
                  data-testid={`collection-remove-${collection.id}`}
                >
                  {t('content.collections.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <CollectionFormDialog
          collection={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmRemoval
        item={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title={t('content.collections.confirmTitle', {
          name: removing ? localize(removing.name, language) : '',
        })}
        message={t('content.collections.confirmMessage')}
        confirmLabel={t('content.collections.remove')}
      />
    </EditorCard>
  );
}
