import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { pages, routes, type PageId, type RouteDefinition } from './route-table.ts';

// Every page is its own chunk (React.lazy), so the first load carries only the shell. One lazy
// component per page: two routes of one page (the listing's two addresses) keep it mounted.
const lazyPages = Object.fromEntries(
  Object.entries(pages).map(([id, load]) => [
    id,
    lazy(() => load().then((Page: ComponentType) => ({ default: Page }))),
  ]),
) as Record<PageId, LazyExoticComponent<ComponentType>>;

function toRoute({ path, page }: RouteDefinition) {
  const Page = lazyPages[page];
  return path === '/' ? (
    <Route key={path} index element={<Page />} />
  ) : (
    <Route key={path} path={path} element={<Page />} />
  );
}

/**
 * Every route of the app, from the route table (route-table.ts). Declarative routes (not the data
 * router): the store loads its data with TanStack Query, and this mode keeps about 17 KB gzip out
 * of the first load.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout />}>
        {routes.filter((route) => route.frame === 'storefront').map(toRoute)}
      </Route>
      {routes.filter((route) => route.frame === 'alone').map(toRoute)}
    </Routes>
  );
}
