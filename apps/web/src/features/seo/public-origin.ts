import { createContext, useContext } from 'react';

/**
 * The store's public origin (`https://shop.example.com`), which canonical and social addresses
 * start with. The server's render is given it (PUBLIC_BASE_URL, else the request's) and writes it
 * on `#root` as `data-public-origin`, so the browser builds the same addresses when it hydrates.
 */
export const PublicOriginContext = createContext<string | null>(null);

function originInBrowser(): string {
  if (typeof document === 'undefined') return '';
  return document.getElementById('root')?.dataset.publicOrigin || window.location.origin;
}

export function usePublicOrigin(): string {
  return useContext(PublicOriginContext) ?? originInBrowser();
}
