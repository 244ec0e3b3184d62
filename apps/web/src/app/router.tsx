import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { PageReady } from './page-ready.tsx';
import { matchPattern, pages, routes, type PageId, type RouteDefinition } from './route-table.ts';

// Every page is its own chunk (React.lazy), so the first load carries only the shell. One lazy
// component per page: two routes of one page (the listing's two addresses) keep it mounted.
const lazyPages = Object.fromEntries(
  Object.entries(pages).map(([id, load]) => [
    id,
    lazy(() => load().then((Page: ComponentType) => ({ default: Page }))),
  ]),
) as Record<PageId, LazyExoticComponent<ComponentType>>;

// Pages whose code was loaded before the first render (preloadPageOf): rendered as they are, so
// hydrating the server's HTML never waits for a chunk, during which a shopper's click is lost.
const preloadedPages = new Map<PageId, ComponentType>();

/** Loads the code of the page at `pathname`. Only before the app's first render. */
export async function preloadPageOf(pathname: string): Promise<void> {
  const route = routes.find((one) => matchPattern(one.path, pathname));
  if (route) preloadedPages.set(route.page, await pages[route.page]());
}

function toRoute({ path, page }: RouteDefinition) {
  const Page = preloadedPages.get(page) ?? lazyPages[page];
  const element = (
    <>
      <Page />
      <PageReady />
    </>
  );
  return path === '/' ? (
    <Route key={path} index element={element} />
  ) : (
    <Route key={path} path={path} element={element} />
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
