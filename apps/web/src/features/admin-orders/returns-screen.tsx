import { Route, Routes } from 'react-router';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { ReturnDetailPage } from './components/return-detail-page.tsx';
import { ReturnSettingsPage } from './components/return-settings-page.tsx';
import { ReturnsListPage } from './components/returns-list-page.tsx';

/**
 * /admin/returns: the shoppers' return requests, each one's page, and the return rules. Kept with
 * the orders (a return is of an order, and the order page shows its returns with the same steps).
 */
export function ReturnsScreen() {
  useAdminAreaTexts();
  return (
    <Routes>
      <Route index element={<ReturnsListPage />} />
      <Route path="settings" element={<ReturnSettingsPage />} />
      <Route path=":id" element={<ReturnDetailPage />} />
    </Routes>
  );
}
