import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { LANGUAGES } from '@store/shared/locales';
import { AddressLanguage } from './address-language.tsx';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';
import { PageReady } from './page-ready.tsx';
import { pages, routeOfAddress, routes, type PageId, type RouteDefinition } from './route-table.ts';
import { ToLanguageAddress } from './to-language-address.tsx';

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
  const route = routeOfAddress(pathname)?.route;
  if (route) preloadedPages.set(route.page, await pages[route.page]());
}

/** A route at `path`: absolute outside the storefront, relative to its language below it. */
function toRoute({ page }: RouteDefinition, path: string) {
  const Page = preloadedPages.get(page) ?? lazyPages[page];
  const element = (
    <>
      <Page />
      <PageReady />
    </>
  );
  return path === '' ? (
    <Route key={path} index element={element} />
  ) : (
    <Route key={path} path={path} element={element} />
  );
}

const storefrontRoutes = routes.filter((route) => route.frame === 'storefront');

/**
 * Every route of the app, from the route table (route-table.ts): each storefront page below `/ar`
 * and `/en` (decision 027), the other pages at their own path. Declarative routes (not the data
 * router): the store loads its data with TanStack Query, and this mode keeps about 17 KB gzip out
 * of the first load.
 */
export function AppRoutes() {
  return (
    <Routes>
      {LANGUAGES.map((language) => (
        <Route
          key={language}
          path={`/${language}`}
          element={<AddressLanguage language={language} />}
        >
          <Route element={<StorefrontLayout />}>
            {storefrontRoutes.map((route) => toRoute(route, route.path.replace(/^\//, '')))}
          </Route>
        </Route>
      ))}
      {routes.filter((route) => route.frame === 'alone').map((route) => toRoute(route, route.path))}
      {/* An address without its language (the server redirects these; a development server does not). */}
      <Route path="*" element={<ToLanguageAddress />} />
    </Routes>
  );
}
