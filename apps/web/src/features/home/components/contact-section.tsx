import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { localize } from '@store/shared/locales';
import type { HomepageContent } from '@store/shared/schemas/content';
import { useSiteSettings } from '../../../api/get-site-settings.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ClockIcon } from '../../../components/ui/icons/clock-icon.tsx';
import { MailIcon } from '../../../components/ui/icons/mail-icon.tsx';
import { PhoneIcon } from '../../../components/ui/icons/phone-icon.tsx';
import { PinIcon } from '../../../components/ui/icons/pin-icon.tsx';
import { WhatsAppIcon } from '../../../components/ui/icons/whatsapp-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { whatsappLink } from '../../../lib/whatsapp-link.ts';

/** Contact (id="contact"): the store's details from the public site settings. */
export function ContactSection({ content }: { content: HomepageContent['contact'] | undefined }) {
  const { t } = useTranslation(['contact', 'nav', 'common']);
  const { language } = useLanguage();
  const { settings } = useSiteSettings();
  const info = settings.contactInfo;
  const whatsapp = info.whatsappEnabled ? whatsappLink(info.whatsapp) : null;

  const rows = [
    { icon: <PinIcon />, label: t('address'), value: localize(info.address, language) },
    {
      icon: <MailIcon />,
      label: t('email'),
      value: (
        <a href={`mailto:${info.email}`} className="hover:text-champagne">
          {info.email}
        </a>
      ),
    },
    {
      icon: <PhoneIcon />,
      label: t('phone'),
      value: (
        <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} className="hover:text-champagne">
          <Ltr>{info.phone}</Ltr>
        </a>
      ),
    },
    { icon: <ClockIcon />, label: t('workingHours'), value: localize(info.workingHours, language) },
  ];

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-ink py-section text-ivory">
      <div className="mx-auto grid max-w-[90rem] gap-14 px-6 lg:grid-cols-[1fr_1.1fr] lg:gap-24 lg:px-10">
        <div>
          <SectionHeading
            id="contact-title"
            align="start"
            tone="dark"
            eyebrow={t('nav:contact')}
            title={(content && localize(content.title, language)) || t('title')}
            lead={(content && localize(content.subtitle, language)) || t('subtitle')}
          />
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('gold', 'lg')}
              >
                <WhatsAppIcon size={18} />
                {t('cta')}
              </a>
            )}
            <a
              href={`mailto:${info.email}`}
              className={
                whatsapp
                  ? buttonClass(
                      'secondary',
                      'lg',
                      'border-ivory/50 text-ivory hover:bg-ivory hover:text-ink',
                    )
                  : buttonClass('gold', 'lg')
              }
            >
              <MailIcon size={18} />
              {t('common:home.emailUs')}
            </a>
          </div>
        </div>
        <dl className="grid gap-px self-start bg-ivory/10 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="bg-ink p-6 sm:p-8">
              <dt className="flex items-center gap-3 text-[0.6875rem] tracking-[0.24em] text-champagne uppercase rtl:text-sm rtl:tracking-normal">
                <span className="text-champagne">{row.icon}</span>
                {row.label}
              </dt>
              <dd className="mt-4 text-base leading-relaxed break-words text-ivory/85">
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
