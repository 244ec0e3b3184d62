import { DashboardPage } from './components/dashboard-page.tsx';

/** /admin: the dashboard (issue 6 point 2). */
export function DashboardScreen() {
  return <DashboardPage />;
}
