import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ListLoading } from '../../components/admin/list-states.tsx';
import { ProductsListPage } from './components/products-list-page.tsx';

// The form (react-hook-form, drag and drop, the media picker) and the report load when opened,
// so the table comes up without them.
const ProductFormPage = lazy(async () => ({
  default: (await import('./components/product-form-page.tsx')).ProductFormPage,
}));
const InventoryReportPage = lazy(async () => ({
  default: (await import('./components/inventory-report-page.tsx')).InventoryReportPage,
}));

/** /admin/products/*: the table, the inventory report, and the form of a new or existing product. */
export function ProductsScreen() {
  return (
    <Suspense fallback={<ListLoading rows={6} />}>
      <Routes>
        <Route index element={<ProductsListPage />} />
        <Route path="new" element={<ProductFormPage />} />
        <Route path="inventory" element={<InventoryReportPage />} />
        <Route path=":id" element={<ProductFormPage />} />
      </Routes>
    </Suspense>
  );
}
