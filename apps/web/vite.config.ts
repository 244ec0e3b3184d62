import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { routePreloadsPlugin } from './vite-plugins/route-preloads.ts';

/**
 * Everything the first load needs, in one chunk: split along shared imports it was 26 files, and a
 * phone on HTTP/1.1 fetches six at a time. The entry module is in it too, so it must not use
 * top-level await: a lazy chunk importing from this one (the Arabic texts) would wait for it.
 */
const firstLoadGroup = { name: 'first-load', tags: ['$initial' as const] };

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The API runs beside Vite in development; overridable so a second API (e.g. on 5055) can be used.
  const apiTarget = env.VITE_API_PROXY_TARGET || 'http://localhost:5000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: true },
    // The API's PayPal simulator (while the payment settings say simulator): its approval page lives on the store's host.
    '/paypal-simulator': { target: apiTarget, changeOrigin: true },
    // Uploaded images, served by the API from DATA_DIR/media.
    '/media': { target: apiTarget, changeOrigin: true },
  };
  return {
    plugins: [react(), tailwindcss(), routePreloadsPlugin()],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The first-load chunk (react-dom, the router, i18n, react-query and the shell) is ~420 kB raw.
      chunkSizeWarningLimit: 450,
      rolldownOptions: {
        output: { codeSplitting: { groups: [firstLoadGroup] } },
      },
    },
  };
});
