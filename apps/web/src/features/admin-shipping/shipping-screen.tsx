import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ListLoading } from '../../components/admin/list-states.tsx';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { ShippingListPage } from './components/shipping-list-page.tsx';

// The zone editor (the city search, the methods' price rules) loads when opened.
const ZoneEditorPage = lazy(async () => ({
  default: (await import('./components/zone-editor-page.tsx')).ZoneEditorPage,
}));

/** /admin/shipping/*: the zones and options, and the editor of a new or existing zone. */
export function ShippingScreen() {
  useAdminAreaTexts();
  return (
    <Suspense fallback={<ListLoading rows={6} />}>
      <Routes>
        <Route index element={<ShippingListPage />} />
        <Route path="zones/new" element={<ZoneEditorPage />} />
        <Route path="zones/:id" element={<ZoneEditorPage />} />
      </Routes>
    </Suspense>
  );
}
