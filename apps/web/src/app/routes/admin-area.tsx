import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { ADMIN_SECTIONS, ADMIN_SECTION_SEGMENTS } from '../../config/admin-sections.ts';
import { AdminNotFound } from '../../features/admin/components/admin-not-found.tsx';
import { AdminShell } from '../../features/admin/components/admin-shell.tsx';
import { AdminSessionWatch } from '../../features/auth/components/admin-session-watch.tsx';
import { RequireAdmin } from '../../features/auth/components/require-admin.tsx';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { useAuth } from '../../stores/use-auth.ts';
import { ADMIN_SCREENS } from './admin-screens.ts';

/** The screens under /admin, from ADMIN_SCREENS; an unknown address answers inside the shell. */
function AdminScreens() {
  const Dashboard = ADMIN_SCREENS.dashboard;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<Dashboard />} />
        {ADMIN_SECTIONS.filter((section) => section !== 'dashboard').map((section) => {
          const Screen = ADMIN_SCREENS[section];
          return (
            <Route
              key={section}
              path={`${ADMIN_SECTION_SEGMENTS[section]}/*`}
              element={<Screen />}
            />
          );
        })}
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </Suspense>
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
