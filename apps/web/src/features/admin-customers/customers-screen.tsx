import { Route, Routes } from 'react-router';
import { CustomerDetailPage } from './components/customer-detail-page.tsx';
import { CustomersListPage } from './components/customers-list-page.tsx';

/** /admin/customers: the people who ordered, and one customer's orders. */
export function CustomersScreen() {
  return (
    <Routes>
      <Route index element={<CustomersListPage />} />
      <Route path=":email" element={<CustomerDetailPage />} />
    </Routes>
  );
}
