import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { AuthenticatedUser } from '../../../lib/auth/auth-user.ts';
import { cx } from '../../../lib/class-names.ts';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

/** Who is signed in: initials, name and role (and the email, where there is room). */
export function AdminAccount({
  user,
  withEmail = false,
  className,
}: {
  user: AuthenticatedUser;
  withEmail?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  const role = user.role === 'admin' ? t('topBar.roles.admin') : user.role;
  return (
    <div data-testid="admin-account" className={cx('flex min-w-0 items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ink text-xs font-medium tracking-wider text-champagne-light"
      >
        {initialsOf(user.displayName)}
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="sr-only">{t('topBar.signedInAs')} </span>
        <bdi className="truncate text-sm font-medium text-ink">{user.displayName}</bdi>
        {withEmail && (
          <bdi className="truncate text-xs text-ink-muted" dir="ltr">
            {user.email}
          </bdi>
        )}
        <span className="text-xs text-ink-muted">{role}</span>
      </span>
    </div>
  );
}
