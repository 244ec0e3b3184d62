import { useAdminSessionWatch } from '../hooks/use-admin-session-watch.ts';
import { SessionWarningDialog } from './session-warning-dialog.tsx';

/** Mounted inside the admin area: watches the session and shows the warning when it is near its end. */
export function AdminSessionWatch() {
  const { warning, stay, signOut } = useAdminSessionWatch();
  return warning ? (
    <SessionWarningDialog warning={warning} onStay={stay} onSignOut={signOut} />
  ) : null;
}
