import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cartStore } from '../../../stores/cart-store.ts';
import { toCartProduct } from '../../../stores/cart-rules.ts';
import { toast } from '../../../stores/toast-store.ts';
import { restoreCart } from '../api/cart-recovery.ts';

/**
 * /cart/restore/{token}, the reminder's main link: puts the cart back (lines already in the
 * browser's cart stay as they are; the others are added at today's prices), says if a perfume is
 * no longer sold, and goes on to checkout.
 */
export function CartRestorePage() {
  const { t } = useTranslation('checkout');
  const { token = '' } = useParams();
  const paths = usePaths();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  useDocumentTitle(t('recovery.restoreTitle'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    restoreCart(token)
      .then(({ found, gone }) => {
        const inCart = new Set(cartStore.getState().items.map((item) => item.product.id));
        for (const { product, quantity } of found) {
          if (inCart.has(product._id)) continue;
          cartStore.add(toCartProduct(product));
          cartStore.setQuantity(product._id, quantity);
        }
        if (gone > 0) toast.info(t('recovery.gone', { count: gone }));
        void navigate(found.length > 0 ? paths.checkout : paths.products, { replace: true });
      })
      .catch((error: Error) => setFailure(error.message));
  }, [token, navigate, paths, t]);

  return (
    <div className="mx-auto max-w-3xl px-5 py-16 sm:px-6">
      <SectionHeading as="h1" align="start" title={t('recovery.restoreTitle')} />
      {failure ? (
        <p role="alert" className="mt-8 text-danger" data-testid="cart-restore-error">
          {failure}
        </p>
      ) : (
        <p role="status" className="mt-8 text-ink-soft">
          {t('recovery.restoring')}
        </p>
      )}
    </div>
  );
}
