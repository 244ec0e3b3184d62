import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useAdminAreaTexts } from '../../../lib/i18n/use-admin-area-texts.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { OrdersScreen } from '../orders-screen.tsx';

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

/** The orders screen at `route` (a list, an order, an invoice), with the admin's texts. */
export function renderOrders(route: string, language: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <Texts>
      <Routes>
        <Route path="/admin/orders/*" element={<OrdersScreen />} />
      </Routes>
    </Texts>,
    { route, language },
  );
}
