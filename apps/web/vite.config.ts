import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';
/** Everything the API server answers; the dev server forwards it so cookies stay same-origin. */
const PROXIED_PATHS = ['/v1', '/sowrfq', '/.well-known', '/healthz', '/readyz', '/docs'];

/**
 * Long-lived vendor chunks: they change far less often than app code, so browsers keep
 * them cached across releases. Route code is split per page by the lazy imports.
 */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  // The store is the signed-in shell's: apart from the query cache, so the sign-in page does without it.
  { name: 'state', test: /node_modules[\\/](@reduxjs|redux|redux-persist|react-redux|immer|reselect|redux-thunk)[\\/]/ },
  { name: 'toastify', test: /node_modules[\\/]react-toastify[\\/]/ },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // packages/shared is pure (docs/architecture.md "Layers"): importing a route constant must not drag
        // every zod schema, and zod with it, into the first download.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
