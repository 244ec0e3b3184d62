import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type BuildEnvironmentOptions } from 'vite';
import { pageBootPlugin } from './vite-plugins/page-boot.ts';
import { routePreloadsPlugin } from './vite-plugins/route-preloads.ts';

/** The browser's app, into dist/. */
const clientBuild: BuildEnvironmentOptions = {
  target: 'es2022',
  sourcemap: false,
  chunkSizeWarningLimit: 400,
  rolldownOptions: {
    output: {
      // What the first load needs ('$initial': the entry's static imports) in two files, the
      // libraries (which change seldom, so stay cached) and the app. Left to itself, Rolldown
      // cut it into ~40 chunks by which lazy pages share what: each a request, and all of them
      // compressed apart, 9 kB gzip more than the same code in two files. Lazy chunks split as before.
      codeSplitting: {
        groups: [
          { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
          { name: 'app', tags: ['$initial'], priority: 1 },
          // The icons the pages use beyond the first load's: one small chunk, not one request each.
          { name: 'icons', test: /components[\\/]ui[\\/]icons[\\/]/ },
        ],
      },
    },
  },
};

/**
 * The server's render of the storefront's first screen (`vite build --ssr src/entry-server.tsx`,
 * into dist-ssr/), run by the API server in Node: its libraries stay in node_modules.
 */
const ssrBuild: BuildEnvironmentOptions = {
  target: 'node20',
  outDir: 'dist-ssr',
  emptyOutDir: true,
  sourcemap: false,
  copyPublicDir: false,
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The API runs beside Vite in development; overridable so a second API (e.g. on 5055) can be used.
  const apiTarget = env.VITE_API_PROXY_TARGET || 'http://localhost:5000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: true },
    // The API's PayPal simulator (while the payment settings say simulator): its approval page lives on the store's host.
    '/paypal-simulator': { target: apiTarget, changeOrigin: true },
    '/moyasar-simulator': { target: apiTarget, changeOrigin: true },
    // Uploaded images, served by the API from DATA_DIR/media.
    '/media': { target: apiTarget, changeOrigin: true },
  };
  return {
    plugins: [react(), tailwindcss(), routePreloadsPlugin(), pageBootPlugin()],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: isSsrBuild ? ssrBuild : clientBuild,
  };
});
