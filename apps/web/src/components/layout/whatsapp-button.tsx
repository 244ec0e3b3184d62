import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import {
  CHAT_BUTTON_DELAY_MS,
  CHAT_TOOLTIP_DELAY_MS,
  CHAT_TOOLTIP_DURATION_MS,
} from '@store/shared/constants';
import { useSiteSettings } from '../../api/get-site-settings.ts';
import { cx } from '../../lib/class-names.ts';
import { whatsappLink } from '../../lib/whatsapp-link.ts';
import { WhatsAppIcon } from '../ui/icons/whatsapp-icon.tsx';

/**
 * Floating chat button (spec section 2): appears after 2 s, its tooltip 3 s later for 5 s; hidden
 * while the settings load, without a number, or when WhatsApp is disabled.
 */
export function WhatsAppButton() {
  const { t } = useTranslation();
  const { settings, isLoading } = useSiteSettings();
  const { whatsapp, whatsappEnabled } = settings.contactInfo;
  const href = whatsappEnabled ? whatsappLink(whatsapp) : null;
  const [visible, setVisible] = useState(false);
  const [tooltip, setTooltip] = useState(false);

  useEffect(() => {
    if (isLoading || !href) return;
    const show = setTimeout(() => setVisible(true), CHAT_BUTTON_DELAY_MS);
    const tipOn = setTimeout(() => setTooltip(true), CHAT_BUTTON_DELAY_MS + CHAT_TOOLTIP_DELAY_MS);
    const tipOff = setTimeout(
      () => setTooltip(false),
      CHAT_BUTTON_DELAY_MS + CHAT_TOOLTIP_DELAY_MS + CHAT_TOOLTIP_DURATION_MS,
    );
    return () => [show, tipOn, tipOff].forEach(clearTimeout);
  }, [isLoading, href]);

  if (isLoading || !href || !visible) return null;
  return (
    // A landmark of its own: it floats outside the header, main and footer.
    <aside
      aria-label={t('whatsapp.label')}
      className="fixed end-4 bottom-4 z-40 flex items-center gap-3 sm:end-6 sm:bottom-6"
    >
      <span
        role="tooltip"
        id="whatsapp-tooltip"
        className={cx(
          'max-w-56 bg-paper px-4 py-3 text-sm text-ink shadow-veil transition-all duration-500',
          tooltip ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-1 opacity-0',
        )}
        aria-hidden={!tooltip}
      >
        {t('whatsapp.tooltip')}
      </span>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp.label')}
        aria-describedby={tooltip ? 'whatsapp-tooltip' : undefined}
        data-testid="whatsapp-button"
        className="animate-fade-rise inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-[#1f7a4d] text-white shadow-veil transition-transform hover:scale-105"
      >
        <WhatsAppIcon size={28} />
      </a>
    </aside>
  );
}
