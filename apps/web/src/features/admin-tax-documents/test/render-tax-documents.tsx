import { Route, Routes } from 'react-router';
import type { Language } from '@store/shared/locales';
import { renderWithApp } from '../../../test/render.tsx';
import { TaxDocumentsScreen } from '../tax-documents-screen.tsx';

/** The tax documents screen at `route` (the list or a document), as the admin area mounts it. */
export function renderTaxDocuments(route: string, language: Language = 'en') {
  return renderWithApp(
    <Routes>
      <Route path="/admin/tax-documents/*" element={<TaxDocumentsScreen />} />
    </Routes>,
    { route, language },
  );
}
