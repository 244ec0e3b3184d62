import { Route, Routes } from 'react-router';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { ReviewsListPage } from './components/reviews-list-page.tsx';

/** /admin/reviews: the verified reviews to moderate (issue 21 point 5). */
export function ReviewsScreen() {
  useAdminAreaTexts();
  return (
    <Routes>
      <Route index element={<ReviewsListPage />} />
    </Routes>
  );
}
