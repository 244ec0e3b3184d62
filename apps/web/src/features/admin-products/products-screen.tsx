import { Route, Routes } from 'react-router';
import { InventoryReportPage } from './components/inventory-report-page.tsx';
import { ProductFormPage } from './components/product-form-page.tsx';
import { ProductsListPage } from './components/products-list-page.tsx';

/** /admin/products/*: the table, the inventory report, and the form of a new or existing product. */
export function ProductsScreen() {
  return (
    <Routes>
      <Route index element={<ProductsListPage />} />
      <Route path="new" element={<ProductFormPage />} />
      <Route path="inventory" element={<InventoryReportPage />} />
      <Route path=":id" element={<ProductFormPage />} />
    </Routes>
  );
}
