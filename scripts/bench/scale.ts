import { apiRoutes, MODES } from './api.ts';
import { load, type LoadResult } from './load.ts';

export interface ScaleRow {
  products: number;
  name: string;
  result: LoadResult;
}

const MEASURED = ['listing', 'listing, search', 'product detail'];

/**
 * Listing, search and detail with the in-process cache bypassed (Cache-Control: no-cache), so
 * every request pays the database: what a page costs at this catalogue size.
 */
export async function measureScale(
  baseUrl: string,
  products: number,
  options: { connections: number; durationS: number },
  onProgress: (line: string) => void,
): Promise<ScaleRow[]> {
  const routes = (await apiRoutes(baseUrl)).filter((route) => MEASURED.includes(route.name));
  const rows: ScaleRow[] = [];
  for (const route of routes) {
    const result = await load(`${baseUrl}${route.path}`, { ...options, headers: MODES.origin });
    rows.push({ products, name: route.name, result });
    onProgress(`${route.name} at ${products} products: p95 ${result.p95Ms.toFixed(1)} ms`);
  }
  return rows;
}
