import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { ListError, ListLoading } from '../../components/admin/list-states.tsx';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useAdminSiteSettings } from './api/get-admin-site-settings.ts';
import { CommerceForm } from './components/commerce-form.tsx';
import { ContactForm } from './components/contact-form.tsx';
import { EmailForm } from './components/email-form.tsx';
import { SellerProfileForm } from './components/seller-profile-form.tsx';
import { SiteInfoForm } from './components/site-info-form.tsx';
import { SocialForm } from './components/social-form.tsx';
import { ZatcaOnboardingCard } from './components/zatca-onboarding-card.tsx';

const GROUPS = [
  ['settings-site-info', 'siteInfo'],
  ['settings-contact', 'contact'],
  ['settings-social', 'social'],
  ['settings-email', 'email'],
  ['settings-commerce', 'commerce'],
  ['settings-seller', 'seller'],
  ['settings-zatca', 'zatca'],
] as const;

/** /admin/settings: the site's settings in groups, each saved on its own. */
export function SettingsScreen() {
  useAdminAreaTexts();
  const { t } = useTranslation('adminSite');
  const query = useAdminSiteSettings();

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t('settings.title')} description={t('settings.description')} />
      {query.isPending ? (
        <ListLoading rows={6} />
      ) : !query.data ? (
        <ListError
          title={t('settings.loadError')}
          message={query.error?.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[12rem_1fr]">
          <nav aria-label={t('settings.nav')} className="lg:sticky lg:top-24 lg:self-start">
            <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {GROUPS.map(([id, key]) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="block border border-line px-3 py-1.5 text-sm text-ink-soft hover:border-ink hover:text-ink lg:border-0 lg:border-s-2 lg:border-transparent lg:hover:border-ink"
                  >
                    {t(`settings.${key}.title`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0 space-y-6">
            <SiteInfoForm settings={query.data} />
            <ContactForm settings={query.data} />
            <SocialForm settings={query.data} />
            <EmailForm settings={query.data} />
            <CommerceForm settings={query.data} />
            <SellerProfileForm settings={query.data} />
            <ZatcaOnboardingCard settings={query.data} />
          </div>
        </div>
      )}
    </div>
  );
}
