import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, type ApiErrorBody } from '@store/shared/errors';
import { directionOf, type Language } from '@store/shared/locales';
import { isNoindexPath } from '@store/shared/page-addresses';
import { answerPageAddress, rememberedCatalogAddresses } from './storefront-addresses.ts';
import { createStorefrontRenderer, encodingFor } from './storefront-render.ts';

const API_PREFIX = '/api';

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` never cached, and any
 * non-API path answered with `index.html` so the client renders its own pages (and its own 404).
 * Storefront pages live below their language (decision 027): other addresses of them are
 * redirected, and an address naming no page or product is a 404 (storefront-addresses.ts). The
 * storefront's first screens come rendered (storefront-render.ts) when the web app's server
 * bundle is built beside it (`dist-ssr/`). Unknown API paths get the 404 envelope.
 */
interface WebAppOptions {
  distDir: string | null;
  /** PUBLIC_BASE_URL: the origin of the rendered pages' canonical and social addresses. */
  publicBaseUrl?: string | undefined;
}

export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const distDir =
    options.distDir && existsSync(path.join(options.distDir, 'index.html'))
      ? options.distDir
      : null;

  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(distDir, filePath);
        if (relative.startsWith(`assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (filePath.endsWith('.html')) {
          reply.header('cache-control', 'no-cache');
        } else {
          reply.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  } else {
    app.log.warn('The web app is not built; serving the API only (run `npm run build`).');
  }
  const renderer = distDir
    ? createStorefrontRenderer(app, {
        indexHtml: path.join(distDir, 'index.html'),
        entry: path.join(distDir, '..', 'dist-ssr', 'entry-server.js'),
        publicBaseUrl: options.publicBaseUrl,
      })
    : null;

  // index.html with `<html lang dir>` of a storefront page's language: no other language shows
  // before public/language-boot.js runs.
  const indexHtml = distDir ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : '';
  const indexIn = (language: Language) =>
    indexHtml.replace(
      '<html lang="en" dir="ltr">',
      () => `<html lang="${language}" dir="${directionOf(language)}">`,
    );
  const findAddress = rememberedCatalogAddresses(app);
  const isPageAddress = async (pathname: string) =>
    renderer ? renderer.isPageAddress(pathname) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (isApiPath(url) || !distDir || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        success: false,
        code: ERROR_CODES.ROUTE_NOT_FOUND,
        message: `No route ${request.method} ${url.split('?')[0]}`,
      } satisfies ApiErrorBody);
    }
    const address = await answerPageAddress(app, request, isPageAddress, findAddress);
    if (address.kind === 'redirect') {
      // A 302 follows the visitor's cookie and browser: no shared cache may keep it. A 301 is
      // the catalogue's, but a slug can be given back later: revalidated, never kept blindly.
      if (address.status === 302) {
        reply
          .header('cache-control', 'private, no-store')
          .header('vary', 'Cookie, Accept-Language');
      } else {
        reply.header('cache-control', 'no-cache');
      }
      return reply.redirect(address.location, address.status);
    }
    // The page says noindex too, but only once the app runs: crawlers that do not run it read this.
    if (isNoindexPath(url.split('?')[0]!)) reply.header('x-robots-tag', 'noindex, follow');
    const rendered =
      request.method === 'GET' && address.status === 200 ? await renderer?.render(request) : null;
    if (rendered) {
      const encoding = encodingFor(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(rendered.body(encoding));
    }
    if (address.language) {
      return reply
        .status(address.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexIn(address.language));
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile('index.html', distDir);
  });
});
