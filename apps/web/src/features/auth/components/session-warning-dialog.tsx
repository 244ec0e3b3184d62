import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ClockIcon } from '../../../components/ui/icons/clock-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';
import { useFocusTrap } from '../../../hooks/use-focus-trap.ts';
import type { SessionWarning } from '../hooks/use-admin-session-watch.ts';

/** "4:59": minutes and seconds left, rounded up so it never shows 0:00 before the end. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The warning 5 minutes before the session ends (spec section 4): stay signed in (the idle limit)
 * or continue until the end (the total limit, which nothing extends), or sign out now.
 */
export function SessionWarningDialog({
  warning,
  onStay,
  onSignOut,
}: {
  warning: SessionWarning;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('auth');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(panelRef, true, onStay);
  const messageKey = warning.limit === 'idle' ? 'session.idleMessage' : 'session.ageMessage';

  return (
    <div className="fixed inset-0 z-[90] flex items-end justify-center bg-ink/45 p-4 backdrop-blur-[2px] sm:items-center">
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        data-testid="session-warning"
        className="animate-fade-rise w-full max-w-md border border-line bg-paper p-6 shadow-veil sm:p-8"
      >
        <div className="flex items-start gap-4">
          <span className="mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-champagne-light text-gold-deep">
            <ClockIcon size={20} />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="font-display text-2xl text-ink">
              {t('session.warningTitle')}
            </h2>
            <p id={messageId} className="mt-3 text-sm leading-relaxed text-ink-soft">
              <TextWithSlot
                translate={(time) => t(messageKey, { time })}
                slot={
                  <Ltr className="font-semibold text-ink tabular-nums">
                    {formatCountdown(warning.remainingMs)}
                  </Ltr>
                }
              />
            </p>
          </div>
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onSignOut}>
            {t('session.signOut')}
          </Button>
          <Button onClick={onStay}>
            {warning.limit === 'idle' ? t('session.stay') : t('session.continue')}
          </Button>
        </div>
      </div>
    </div>
  );
}
