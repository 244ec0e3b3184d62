import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import { useSiteSettings } from '../../api/get-site-settings.ts';
import { usePaths } from '../../hooks/use-paths.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { cx } from '../../lib/class-names.ts';

/** The wordmark, linking home. Set in the display face so it reads as a house, not a template. */
export function BrandMark({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const paths = usePaths();
  const { language } = useLanguage();
  const { settings, isFallback } = useSiteSettings();
  // The merchant's name and tagline once the settings arrive; the bundled ones until then.
  const name = (!isFallback && localize(settings.siteInfo.siteName, language)) || t('brand.name');
  const tagline =
    (!isFallback && localize(settings.siteInfo.tagline, language)) || t('brand.tagline');
  return (
    <Link
      to={paths.home}
      onClick={onNavigate}
      className={cx('group inline-flex flex-col items-center leading-none', className)}
    >
      <span className="font-display text-[1.35rem] tracking-[0.22em] whitespace-nowrap text-ink uppercase max-[359px]:text-[1.1rem] max-[359px]:tracking-[0.14em] sm:text-[1.75rem] sm:tracking-[0.3em] rtl:text-2xl rtl:tracking-normal lg:text-[2rem]">
        {name}
      </span>
      <span className="mt-1 text-[0.5625rem] tracking-[0.32em] whitespace-nowrap text-gold-deep uppercase max-[359px]:text-[0.5rem] max-[359px]:tracking-[0.2em] rtl:text-[0.7rem] rtl:tracking-normal">
        {tagline}
      </span>
    </Link>
  );
}
