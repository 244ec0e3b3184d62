import type { Product } from '@store/shared/schemas/catalog';

/** Every active product of the store, straight from the API (the tests' independent reference). */
export async function fetchAllProducts(baseUrl: string): Promise<Product[]> {
  const res = await fetch(`${baseUrl}/api/products?limit=100`);
  if (!res.ok) throw new Error(`GET /api/products answered ${res.status}`);
  const body = (await res.json()) as { data: Product[]; pagination: { pages: number } };
  if (body.pagination.pages > 1) throw new Error('The demo catalogue no longer fits one page');
  return body.data;
}

/** The products of a merchandising category (the category page's own endpoint), in any order. */
export async function fetchCategoryProducts(baseUrl: string, slug: string): Promise<Product[]> {
  const categoryRes = await fetch(`${baseUrl}/api/categories/slug/${slug}`);
  if (!categoryRes.ok)
    throw new Error(`GET /api/categories/slug/${slug} answered ${categoryRes.status}`);
  const { data } = (await categoryRes.json()) as { data: { category: { _id: string } } };
  const res = await fetch(`${baseUrl}/api/categories/${data.category._id}/products?limit=100`);
  if (!res.ok) throw new Error(`GET the products of ${slug} answered ${res.status}`);
  return ((await res.json()) as { data: Product[] }).data;
}
