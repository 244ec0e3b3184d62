import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PRODUCT_LIMITS, type ProductInput } from '@store/shared/schemas/catalog-admin';
import { MediaPicker } from '../../../components/admin/media-picker.tsx';
import { DragHandle, SortableList } from '../../../components/admin/sortable-list.tsx';
import { TextInput } from '../../../components/admin/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { PlusIcon } from '../../../components/ui/icons/plus-icon.tsx';
import { ImageIcon } from '../../../components/admin/admin-icons.tsx';

type ProductImage = ProductInput['images'][number];

/**
 * The product's images in their order on the storefront (the first is the main one): chosen from
 * the media library or uploaded there on the spot, reordered by dragging, removed one by one.
 */
export function ProductImagesField({
  value,
  onChange,
  error,
  productName,
}: {
  value: ProductImage[];
  onChange: (images: ProductImage[]) => void;
  error?: string;
  productName: string;
}) {
  const { t } = useTranslation('adminCatalog');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [address, setAddress] = useState('');
  const full = value.length >= PRODUCT_LIMITS.images;

  function addImages(images: ProductImage[]) {
    const known = new Set(value.map((image) => image.url));
    const fresh = images.filter((image) => !known.has(image.url));
    onChange([...value, ...fresh].slice(0, PRODUCT_LIMITS.images));
  }

  return (
    <fieldset className="min-w-0" aria-describedby={error ? 'product-images-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('form.images')}</legend>
      <p className="mb-3 text-xs text-ink-muted">{t('form.imagesHint')}</p>

      {value.length === 0 ? (
        <div className="flex flex-col items-center border border-dashed border-line bg-paper/60 px-4 py-8 text-center text-sm text-ink-soft">
          <ImageIcon size={26} className="mb-2 text-gold-deep" />
          {t('form.noImages')}
        </div>
      ) : (
        <SortableList
          items={value}
          getId={(image) => image.url}
          onReorder={onChange}
          layout="grid"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          itemClassName="list-none"
          renderItem={(image, handle) => {
            const index = value.indexOf(image);
            return (
              <div
                className="relative border border-line bg-paper"
                data-testid="product-image-item"
              >
                <img
                  src={image.url}
                  alt={t('form.imageAlt', { name: productName, position: index + 1 })}
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
                {index === 0 && (
                  <span className="absolute start-2 top-2 bg-ink px-2 py-0.5 text-[0.6875rem] text-ivory">
                    {t('form.mainImage')}
                  </span>
                )}
                <div className="flex items-center justify-between border-t border-line">
                  <DragHandle
                    handle={handle}
                    label={t('form.moveImage', { position: index + 1 })}
                  />
                  <button
                    type="button"
                    onClick={() => onChange(value.filter((other) => other !== image))}
                    aria-label={t('form.removeImage', { position: index + 1 })}
                    data-testid="product-image-remove"
                    className="inline-flex size-9 items-center justify-center text-ink-muted hover:text-danger"
                  >
                    <CloseIcon size={16} />
                  </button>
                </div>
              </div>
            );
          }}
        />
      )}

      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setPickerOpen(true)}
          disabled={full}
          data-testid="product-image-picker"
        >
          <PlusIcon size={14} />
          {t('form.chooseImages')}
        </Button>
        <div className="flex min-w-0 flex-1 gap-2">
          <label htmlFor="product-image-url" className="sr-only">
            {t('form.imageUrl')}
          </label>
          <TextInput
            id="product-image-url"
            data-testid="product-image-url"
            dir="ltr"
            value={address}
            placeholder={t('form.imageUrlPlaceholder')}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                if (address.trim()) addImages([{ url: address.trim() }]);
                setAddress('');
              }
            }}
            disabled={full}
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={full || !address.trim()}
            onClick={() => {
              addImages([{ url: address.trim() }]);
              setAddress('');
            }}
          >
            {t('form.addImageUrl')}
          </Button>
        </div>
      </div>
      {error && (
        <p
          id="product-images-error"
          role="alert"
          className="mt-1.5 text-xs font-medium text-danger"
        >
          {error}
        </p>
      )}

      <MediaPicker
        open={pickerOpen}
        multiple
        onClose={() => setPickerOpen(false)}
        onSelect={(items) => {
          addImages(items.map((item) => ({ url: item.url, mediaId: item.id })));
          setPickerOpen(false);
        }}
      />
    </fieldset>
  );
}
