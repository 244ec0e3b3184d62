import { Route, Routes } from 'react-router';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { TaxDocumentPage } from './components/tax-document-page.tsx';
import { TaxDocumentsListPage } from './components/tax-documents-list-page.tsx';

/** /admin/tax-documents: the list of tax invoices and notes, and each document's page. */
export function TaxDocumentsScreen() {
  useAdminAreaTexts();
  return (
    <Routes>
      <Route index element={<TaxDocumentsListPage />} />
      <Route path=":id" element={<TaxDocumentPage />} />
    </Routes>
  );
}
