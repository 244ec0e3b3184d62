import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ADMIN_ROLE } from '../../../lib/auth/auth-user.ts';
import { useAuth } from '../../../stores/use-auth.ts';
import type { SignInRedirectState } from '../lib/return-path.ts';
import { AccessDenied } from './access-denied.tsx';

/**
 * The admin access guard (spec section 4), for /admin and, unlike the spec, /admin-test too
 * (DESIGN.md). Checked on every render, so on every path change: a visitor who is not signed in
 * goes to /auth (replacing this entry) with the path to come back to; a signed-in user without the
 * admin role sees Access Denied. The server checks the role on every admin call regardless.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading, user } = useAuth();
  const location = useLocation();
  const from = location.pathname + location.search + location.hash;
  // One object per path: <Navigate> navigates again whenever its state is a new object.
  const redirectState = useMemo<SignInRedirectState>(() => ({ from }), [from]);

  if (isLoading && !isAuthenticated) return <PageSpinner fullScreen />;
  if (!isAuthenticated || !user) return <Navigate to={paths.auth} replace state={redirectState} />;
  if (user.role !== ADMIN_ROLE) return <AccessDenied role={ADMIN_ROLE} />;
  return children;
}
