import { Route, Routes } from 'react-router';
import { OrderDetailPage } from './components/order-detail-page.tsx';
import { OrderInvoicePage } from './components/order-invoice-page.tsx';
import { OrdersListPage } from './components/orders-list-page.tsx';

/** /admin/orders: the list, an order's page and its printable invoice. */
export function OrdersScreen() {
  return (
    <Routes>
      <Route index element={<OrdersListPage />} />
      <Route path=":id" element={<OrderDetailPage />} />
      <Route path=":id/invoice" element={<OrderInvoicePage />} />
    </Routes>
  );
}
