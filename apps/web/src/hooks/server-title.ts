import { createContext } from 'react';

/**
 * Where a page's title goes when it is rendered on the server (src/entry-server.tsx), which runs
 * no effects: `useDocumentTitle` reports it here during render. Null in the browser.
 */
export const ServerTitleContext = createContext<((title: string) => void) | null>(null);
