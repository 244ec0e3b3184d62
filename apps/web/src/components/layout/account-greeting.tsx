import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { greetingNameOf } from '../../lib/auth/auth-user.ts';
import { cx } from '../../lib/class-names.ts';
import { endSession } from '../../stores/auth-session.ts';
import { toast } from '../../stores/toast-store.ts';
import { useAuth } from '../../stores/use-auth.ts';
import { LogoutIcon } from '../ui/icons/logout-icon.tsx';
import { TextWithSlot } from '../ui/text-with-slot.tsx';

/**
 * Shown only when signed in (spec section 2, "Header"): the Arabic greeting with the first name,
 * or the email when there is none, and a logout button. `bar` is the header's compact form,
 * `menu` the phone menu's.
 */
export function AccountGreeting({
  variant,
  className,
  onLogout,
}: {
  variant: 'bar' | 'menu';
  className?: string;
  onLogout?: () => void;
}) {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated || !user) return null;

  const logout = () => {
    onLogout?.();
    void endSession();
    toast.success(t('account.logoutSuccess'));
  };

  return (
    <div
      className={cx(
        'flex min-w-0 items-center',
        variant === 'bar'
          ? 'gap-1'
          : 'flex-wrap justify-between gap-x-4 gap-y-2 border-t border-line pt-6',
        className,
      )}
    >
      {/* The greeting is Arabic in either language (spec), so it is marked as Arabic. */}
      <span
        lang="ar"
        dir="rtl"
        data-testid="account-greeting"
        title={
          variant === 'bar' ? t('account.greeting', { name: greetingNameOf(user) }) : undefined
        }
        className={cx(
          'min-w-0 text-ink',
          variant === 'bar' ? 'max-w-[11rem] truncate text-sm' : 'text-lg [overflow-wrap:anywhere]',
        )}
      >
        <TextWithSlot
          translate={(name) => t('account.greeting', { name })}
          slot={<bdi>{greetingNameOf(user)}</bdi>}
        />
      </span>
      <button
        type="button"
        onClick={logout}
        aria-label={variant === 'bar' ? t('account.logout') : undefined}
        title={variant === 'bar' ? t('account.logout') : undefined}
        className={cx(
          'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 text-ink-soft transition-colors hover:text-ink',
          variant === 'bar'
            ? 'min-w-11'
            : 'text-sm tracking-[0.14em] uppercase rtl:tracking-normal',
        )}
      >
        <LogoutIcon size={20} className="rtl:-scale-x-100" />
        {variant === 'menu' && t('account.logout')}
      </button>
    </div>
  );
}
