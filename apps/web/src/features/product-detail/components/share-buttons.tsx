import type { Product } from '@store/shared/schemas/catalog';
import { productPath } from '@store/shared/page-addresses';
import { Icon, type IconProps } from '../../../components/ui/icons/icon.tsx';
import { WhatsAppIcon } from '../../../components/ui/icons/whatsapp-icon.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../stores/toast-store.ts';
import { usePublicOrigin } from '../../seo/public-origin.ts';

const XLogo = ({ size = 18, ...p }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...p}>
    <path
      fill="currentColor"
      d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.36 5.77L17.75 3zm-1.08 16.2h1.7L7.4 4.73H5.57l11.1 14.47z"
    />
  </svg>
);

const LinkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 14a4 4 0 005.66 0l3-3a4 4 0 00-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 00-5.66 0l-3 3a4 4 0 005.66 5.66l1-1" />
  </Icon>
);

/** WhatsApp and X share links carrying the product's name and its address in this language. */
export function shareLinks(name: string, url: string) {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`,
    x: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(name)}`,
  };
}

const BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full border border-line text-ink-soft transition-colors hover:border-gold-deep hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-deep';

/** The product's canonical address in the page's language: what every share of it carries. */
export function useProductShareUrl(product: Product): string {
  const { language } = useLanguage();
  return `${usePublicOrigin()}${productPath(language, product)}`;
}

/**
 * Share the product (issue 20): on WhatsApp, on X, or by copying its link. The link is the
 * page's canonical address in the page's language, so it opens in the language the shopper saw.
 */
export function ShareButtons({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation(['catalog', 'common']);
  const url = useProductShareUrl(product);
  const links = shareLinks(name, url);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('detail.linkCopied'));
    } catch {
      toast.error(t('common:toast.error'), t('detail.shareFailed'));
    }
  };

  return (
    <div role="group" aria-labelledby="share-title" className="mt-6 flex items-center gap-3">
      <span id="share-title" className="eyebrow text-ink-muted">
        {t('detail.shareThis')}
      </span>
      <a
        className={BUTTON}
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('detail.shareWhatsApp')}
        title={t('detail.shareWhatsApp')}
      >
        <WhatsAppIcon size={20} />
      </a>
      <a
        className={BUTTON}
        href={links.x}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('detail.shareX')}
        title={t('detail.shareX')}
      >
        <XLogo />
      </a>
      <button
        type="button"
        className={BUTTON}
        aria-label={t('detail.copyLink')}
        title={t('detail.copyLink')}
        onClick={() => void copy()}
      >
        <LinkIcon />
      </button>
    </div>
  );
}
