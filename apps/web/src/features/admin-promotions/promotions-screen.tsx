import { Route, Routes } from 'react-router';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { PromotionDetailPage } from './components/promotion-detail-page.tsx';
import { OffersPage } from './components/offers-page.tsx';
import { PromotionsListPage } from './components/promotions-list-page.tsx';

/** /admin/promotions: the discount codes, one code's rules and usage, and the automatic offers (issue 21). */
export function PromotionsScreen() {
  useAdminAreaTexts();
  return (
    <Routes>
      <Route index element={<PromotionsListPage />} />
      <Route path="offers" element={<OffersPage />} />
      <Route path=":id" element={<PromotionDetailPage />} />
    </Routes>
  );
}
