import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  MAX_SLIDESHOW_IMAGES,
  type HeroContent,
  type SlideshowImage,
} from '@store/shared/schemas/content';
import { localize } from '@store/shared/locales';
import { ListEmpty } from '../../../components/admin/list-states.tsx';
import { MediaPicker } from '../../../components/admin/media-picker.tsx';
import { DragHandle, SortableList } from '../../../components/admin/sortable-list.tsx';
import { ImageIcon } from '../../../components/admin/admin-icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons/plus-icon.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAddHeroImages } from '../api/add-hero-images.ts';
import { useRemoveHeroImage } from '../api/remove-hero-image.ts';
import { useUpdateHero } from '../api/update-hero.ts';
import { ConfirmRemoval } from './confirm-removal.tsx';
import { EditorCard } from './editor-card.tsx';

/**
 * The hero's slideshow: images added from the media library (or uploaded there on the spot),
 * removed with a confirmation, reordered by dragging (mouse, touch or keyboard); each change is
 * saved at once.
 */
export function SlideshowEditor({ hero }: { hero: HeroContent }) {
  const { t } = useTranslation('adminSite');
  const { language } = useLanguage();
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<SlideshowImage | null>(null);
  const add = useAddHeroImages();
  const remove = useRemoveHeroImage();
  const reorder = useUpdateHero(t('content.slideshow.reordered'));

  // While a new order is being saved, show it; if the save fails the server's order returns.
  const slideshow =
    reorder.isPending && reorder.variables
      ? reorder.variables.images.slideshow
      : hero.images.slideshow;
  const full = slideshow.length >= MAX_SLIDESHOW_IMAGES;

  return (
    <EditorCard
      id="slideshow-editor"
      title={t('content.slideshow.title')}
      description={t('content.slideshow.description')}
      actions={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setPicking(true)}
          disabled={full || add.isPending}
          title={full ? t('content.slideshow.limit', { max: MAX_SLIDESHOW_IMAGES }) : undefined}
          data-testid="slideshow-add"
        >
          <PlusIcon size={14} />
          {t('content.slideshow.add')}
        </Button>
      }
    >
      {slideshow.length === 0 ? (
        <ListEmpty
          icon={<ImageIcon size={28} />}
          title={t('content.slideshow.empty')}
          description={t('content.slideshow.emptyHint')}
        />
      ) : (
        <SortableList
          items={slideshow}
          getId={(image) => image.id}
          layout="grid"
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
          onReorder={(ordered) => reorder.mutate({ ...hero, images: { slideshow: ordered } })}
          renderItem={(image, handle) => {
            const position = slideshow.indexOf(image) + 1;
            return (
              <figure
                className="border border-line bg-ivory/40"
                data-testid={`slideshow-item-${image.id}`}
              >
                <div className="aspect-[4/3] overflow-hidden bg-ivory">
                  <img
                    src={image.url}
                    alt={localize(image.alt, language)}
                    className="size-full object-cover"
                    loading="lazy"
                  />
                </div>
                <figcaption className="flex items-center justify-between gap-1 px-1 py-1">
                  <DragHandle
                    handle={handle}
                    label={t('content.slideshow.moveLabel', { position })}
                  />
                  <span className="text-xs text-ink-muted tabular-nums">{position}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRemoving(image)}
                    aria-label={t('content.slideshow.removeLabel', { position })}
                    data-testid={`slideshow-remove-${image.id}`}
                  >
                    {t('content.slideshow.remove')}
                  </Button>
                </figcaption>
              </figure>
            );
          }}
        />
      )}

      <MediaPicker
        open={picking}
        multiple
        onClose={() => setPicking(false)}
        onSelect={(items) => {
          setPicking(false);
          const room = MAX_SLIDESHOW_IMAGES - slideshow.length;
          const chosen = items
            .filter((item) => !slideshow.some((image) => image.id === item.id))
            .slice(0, room);
          if (chosen.length > 0) {
            add.mutate(chosen.map((item) => ({ url: item.url, mediaId: item.id, alt: item.alt })));
          }
        }}
      />
      <ConfirmRemoval
        item={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title={t('content.slideshow.confirmTitle')}
        message={t('content.slideshow.confirmMessage')}
        confirmLabel={t('content.slideshow.remove')}
      />
    </EditorCard>
  );
}
