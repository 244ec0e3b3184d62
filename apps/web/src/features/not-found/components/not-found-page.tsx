import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { usePaths } from '../../../hooks/use-paths.ts';
import { usePrivatePageHead } from '../../seo/use-private-page-head.ts';
import { cartStore } from '../../../stores/cart-store.ts';

/** Any unknown path (spec section 2): title, description, links home, products, about, contact, cart. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  usePrivatePageHead(t('notFound.documentTitle'));
  const links = [
    { to: paths.products, label: t('notFound.products') },
    { to: paths.homeSection('about'), label: t('notFound.about') },
    { to: paths.homeSection('contact'), label: t('notFound.contact') },
  ];
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center lg:py-32">
      <p
        aria-hidden="true"
        // The numerals stay in the Latin display face in both languages.
        style={{ fontFamily: "'Cormorant Garamond', serif" }}
        className="text-[7rem] leading-none text-champagne lg:text-[10rem]"
      >
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-display-lg">{t('notFound.title')}</h1>
      <p className="mt-5 max-w-lg text-ink-soft">{t('notFound.description')}</p>
      <Link to={paths.home} className={buttonClass('primary', 'lg', 'mt-10')}>
        {t('notFound.home')}
      </Link>
      <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={buttonClass('link')}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={cartStore.open} className={buttonClass('link')}>
            {t('notFound.cart')}
          </button>
        </li>
      </ul>
    </div>
  );
}
