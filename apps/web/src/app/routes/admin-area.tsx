import { Route, Routes } from 'react-router';
import { ADMIN_SECTIONS, ADMIN_SECTION_SEGMENTS } from '../../config/admin-sections.ts';
import { AdminNotFound } from '../../features/admin/components/admin-not-found.tsx';
import { AdminShell } from '../../features/admin/components/admin-shell.tsx';
import { ComingLaterPanel } from '../../features/admin/components/coming-later-panel.tsx';
import { AdminSessionWatch } from '../../features/auth/components/admin-session-watch.tsx';
import { RequireAdmin } from '../../features/auth/components/require-admin.tsx';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useAuth } from '../../stores/use-auth.ts';

/** The screens under /admin. Each not built yet says so; a built one replaces its element here. */
function AdminScreens() {
  return (
    <Routes>
      <Route index element={<ComingLaterPanel section="dashboard" />} />
      {ADMIN_SECTIONS.filter((section) => section !== 'dashboard').map((section) => (
        <Route
          key={section}
          path={ADMIN_SECTION_SEGMENTS[section]}
          element={<ComingLaterPanel section={section} />}
        />
      ))}
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}

function SignedInAdminArea() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <AdminSessionWatch />
      <AdminShell user={user}>
        <AdminScreens />
      </AdminShell>
    </>
  );
}

/**
 * /admin/* and /admin-test (guarded alike, DESIGN.md): the guard, then the session watch and the
 * shell around the screens. Loaded lazily: nothing of it reaches the storefront's bundle.
 */
export function AdminArea() {
  useAdminAreaTexts();
  return (
    <RequireAdmin>
      <SignedInAdminArea />
    </RequireAdmin>
  );
}
