import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Product } from '@store/shared/schemas/catalog';
import { addProductToCart } from '../../../components/product/add-to-cart.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';
import { HeartIcon } from '../../../components/ui/icons/heart-icon.tsx';
import { ShareIcon } from '../../../components/ui/icons/share-icon.tsx';
import { toast } from '../../../stores/toast-store.ts';
import { useWishlist } from '../hooks/use-wishlist.ts';
import { useProductShareUrl } from './share-buttons.tsx';

/** Add to cart, sample request, wishlist and share (spec section 2). */
export function ProductActions({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation(['catalog', 'common']);
  const { saved, toggle } = useWishlist(product._id);
  const [sampleRequested, setSampleRequested] = useState(false);

  // The page's canonical address, not the one in the bar (which may carry a tracking query).
  const url = useProductShareUrl(product);
  const share = async () => {
    try {
      if (navigator.share) {
        await navigator.share({ title: name, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(t('detail.linkCopied'));
    } catch (error) {
      // The shopper closing the share sheet is not an error.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('common:toast.error'), t('detail.shareFailed'));
    }
  };

  return (
    <div className="mt-10">
      <div className="flex gap-3">
        <Button
          size="lg"
          className="flex-1"
          disabled={!product.inStock}
          onClick={() => addProductToCart(product, t('card.added', { name }))}
        >
          {product.inStock ? t('detail.addToCart') : t('detail.outOfStock')}
        </Button>
        <Button
          variant="secondary"
          size="icon"
          className="size-13 rounded-none"
          aria-pressed={saved}
          aria-label={saved ? t('detail.removeFromWishlist') : t('detail.addToWishlist')}
          onClick={() => {
            const nowSaved = toggle();
            toast.info(nowSaved ? t('detail.wishlistAdded') : t('detail.wishlistRemoved'));
          }}
        >
          <HeartIcon filled={saved} className={saved ? 'text-rose-deep' : undefined} />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          className="size-13 rounded-none"
          aria-label={t('detail.share')}
          onClick={() => void share()}
        >
          <ShareIcon />
        </Button>
      </div>
      {!product.inStock && (
        <p
          role="note"
          className="mt-4 border-s-2 border-rose-deep bg-rose-light/60 px-4 py-3 text-sm text-rose-deep"
        >
          {t('detail.outOfStockNotice')}
        </p>
      )}
      <div className="mt-4">
        {sampleRequested ? (
          <p role="status" className="flex items-start gap-2 text-sm text-success">
            <CheckIcon size={18} className="mt-0.5 shrink-0" />
            {t('detail.sampleConfirmation', { name })}
          </p>
        ) : (
          <Button variant="link" onClick={() => setSampleRequested(true)}>
            {t('detail.requestSample')}
          </Button>
        )}
      </div>
    </div>
  );
}
