import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import type { PublicSiteSettings } from '@store/shared/schemas/settings';
import { useSiteSettings } from '../../api/get-site-settings.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { whatsappLink } from '../../lib/whatsapp-link.ts';
import { Ltr } from '../ui/ltr.tsx';
import { navLinks } from './nav-links.ts';
import { usePaths } from '../../hooks/use-paths.ts';

type SocialNetwork = keyof PublicSiteSettings['socialMedia'];
const SOCIAL_NETWORKS: SocialNetwork[] = [
  'instagram',
  'snapchat',
  'tiktok',
  'twitter',
  'facebook',
  'youtube',
];

const headingClass =
  'mb-5 text-[0.6875rem] font-medium tracking-[0.28em] text-champagne uppercase rtl:text-sm rtl:tracking-normal';
const linkClass = 'text-ivory/75 transition-colors hover:text-ivory';

/**
 * The footer: brand, links, contact details and social links from the public site settings, and the
 * seller's legal name, commercial registration and VAT numbers as the Saudi e-commerce law asks.
 * `legalLinks` follow the copyright line (the app puts the cookie preferences there).
 */
export function Footer({ legalLinks }: { legalLinks?: ReactNode } = {}) {
  const { t } = useTranslation(['common', 'nav', 'footer', 'contact']);
  const paths = usePaths();
  const { language } = useLanguage();
  const { settings } = useSiteSettings();
  const { contactInfo, siteInfo, socialMedia } = settings;
  const whatsapp = contactInfo.whatsappEnabled ? whatsappLink(contactInfo.whatsapp) : null;
  const socials = SOCIAL_NETWORKS.filter((network) => socialMedia[network].trim());
  const siteName = localize(siteInfo.siteName, language) || t('brand.name');
  const { legalName, crNumber, vatNumber } = settings.sellerProfile;
  const sellerName = localize(legalName, language);

  return (
    <footer className="bg-ink text-ivory">
      <div className="mx-auto grid max-w-[90rem] gap-12 px-6 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1fr] lg:px-10 lg:py-24">
        <div>
          <p className="font-display text-4xl tracking-[0.28em] uppercase rtl:tracking-normal">
            {siteName}
          </p>
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-ivory/70">
            {localize(siteInfo.description, language) || t('footer:tagline')}
          </p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={headingClass}>
            {t('footer:quickLinks')}
          </h2>
          <ul className="space-y-3 text-sm">
            {navLinks(paths).map((link) => (
              <li key={link.key}>
                <Link to={link.to} className={linkClass}>
                  {t(`nav:${link.key}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.checkout} className={linkClass}>
                {t('siteFooter.checkout')}
              </Link>
            </li>
            <li>
              <Link to={paths.returnPolicy} className={linkClass}>
                {t('siteFooter.returnPolicy')}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={linkClass}>
                {t('siteFooter.privacy')}
              </Link>
            </li>
            <li>
              <Link to={paths.orderTracking()} className={linkClass}>
                {t('siteFooter.trackOrder')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t('footer:customerService')}</h2>
          <address className="space-y-3 text-sm not-italic">
            <p>
              <a href={`mailto:${contactInfo.email}`} className={linkClass}>
                {contactInfo.email}
              </a>
            </p>
            <p>
              <a href={`tel:${contactInfo.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                <Ltr>{contactInfo.phone}</Ltr>
              </a>
            </p>
            {whatsapp && (
              <p>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {t('contact:whatsapp')} · <Ltr>{contactInfo.whatsapp}</Ltr>
                </a>
              </p>
            )}
            <p className="text-ivory/75">{localize(contactInfo.address, language)}</p>
            <p className="text-ivory/75">{localize(contactInfo.workingHours, language)}</p>
          </address>
        </div>
        {socials.length > 0 && (
          <div>
            <h2 className={headingClass}>{t('footer:followUs')}</h2>
            <ul className="space-y-3 text-sm">
              {socials.map((network) => (
                <li key={network}>
                  <a
                    href={socialMedia[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={linkClass}
                  >
                    {t(`siteFooter.social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-ivory/10">
        <div className="mx-auto flex max-w-[90rem] flex-col gap-2 px-6 py-6 text-xs text-ivory/70 sm:flex-row sm:justify-between lg:px-10">
          <div className="space-y-2">
            <p>
              © <Ltr>{new Date().getFullYear()}</Ltr> {siteName}. {t('footer:rights')}
              {legalLinks}
            </p>
            {(sellerName || crNumber || vatNumber) && (
              <p className="flex flex-wrap gap-x-4 gap-y-1" data-testid="footer-seller">
                {sellerName && <span>{sellerName}</span>}
                {crNumber && (
                  <span className="whitespace-nowrap" data-testid="footer-cr-number">
                    {t('siteFooter.crNumber')} <Ltr>{crNumber}</Ltr>
                  </span>
                )}
                {vatNumber && (
                  <span className="whitespace-nowrap" data-testid="footer-vat-number">
                    {t('siteFooter.vatNumber')} <Ltr>{vatNumber}</Ltr>
                  </span>
                )}
              </p>
            )}
          </div>
          {settings.commerce.pricesIncludeVat && <p>{t('siteFooter.currencyNote')}</p>}
        </div>
      </div>
    </footer>
  );
}
