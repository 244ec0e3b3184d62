import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { routePatterns } from '../config/paths.ts';
import { startAuthStore } from '../stores/auth-start.ts';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';

// Every page is its own chunk (React.lazy), so the first load carries only the shell.
const HomePage = lazy(() =>
  import('../features/home/components/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const ProductListingPage = lazy(() =>
  import('../features/catalog/components/product-listing-page.tsx').then((m) => ({
    default: m.ProductListingPage,
  })),
);
const ProductDetailPage = lazy(() =>
  import('../features/product-detail/components/product-detail-page.tsx').then((m) => ({
    default: m.ProductDetailPage,
  })),
);
const CategoryPage = lazy(() =>
  import('../features/category/components/category-page.tsx').then((m) => ({
    default: m.CategoryPage,
  })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/components/checkout-page.tsx').then((m) => ({
    default: m.CheckoutPage,
  })),
);
const CheckoutSuccessPage = lazy(() =>
  import('../features/checkout/components/checkout-success-page.tsx').then((m) => ({
    default: m.CheckoutSuccessPage,
  })),
);
const CheckoutCancelPage = lazy(() =>
  import('../features/checkout/components/checkout-cancel-page.tsx').then((m) => ({
    default: m.CheckoutCancelPage,
  })),
);
const PaymentReturnPage = lazy(() =>
  import('../features/checkout/components/payment-return-page.tsx').then((m) => ({
    default: m.PaymentReturnPage,
  })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/components/not-found-page.tsx').then((m) => ({
    default: m.NotFoundPage,
  })),
);
// The sign-in page and the admin area are chunks of their own too: no admin code on the storefront.
// They need the auth store running, which the storefront starts only for a stored sign-in.
const SignInPage = lazy(() =>
  Promise.all([startAuthStore(), import('../features/auth/components/sign-in-page.tsx')]).then(
    ([, m]) => ({ default: m.SignInPage }),
  ),
);
const AdminArea = lazy(() =>
  Promise.all([startAuthStore(), import('./routes/admin-area.tsx')]).then(([, m]) => ({
    default: m.AdminArea,
  })),
);

const SIGN_IN_PATHS = [routePatterns.auth, routePatterns.login, routePatterns.adminLogin];
// With a splat, like /admin/*: the admin area matches its own screens below it.
const ADMIN_AREA_PATHS = [routePatterns.admin, `${routePatterns.adminTest}/*`];

/**
 * Every route of the app. Declarative routes (not the data router): the store loads its data with
 * TanStack Query, and this mode keeps about 17 KB gzip out of the first load.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout />}>
        <Route index element={<HomePage />} />
        <Route path={routePatterns.products} element={<ProductListingPage />} />
        <Route path={routePatterns.collections} element={<ProductListingPage />} />
        <Route path={routePatterns.product} element={<ProductDetailPage />} />
        <Route path={routePatterns.category} element={<CategoryPage />} />
        <Route path={routePatterns.checkout} element={<CheckoutPage />} />
        <Route path={routePatterns.checkoutSuccess} element={<CheckoutSuccessPage />} />
        <Route path={routePatterns.checkoutCancel} element={<CheckoutCancelPage />} />
        <Route path={routePatterns.paymentReturn} element={<PaymentReturnPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Outside the storefront frame: no maintenance gate, since the admin is who turns it off. */}
      {SIGN_IN_PATHS.map((path) => (
        <Route key={path} path={path} element={<SignInPage />} />
      ))}
      {ADMIN_AREA_PATHS.map((path) => (
        <Route key={path} path={path} element={<AdminArea />} />
      ))}
    </Routes>
  );
}
