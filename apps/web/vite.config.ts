import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API runs beside Vite in development; in production one process serves both (DESIGN §1).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // @smms/shared only declares constants, rules and schemas: a module of it whose exports no page uses is
      // left out, instead of its schemas (zod calls Rollup cannot prove pure) riding along with the login page.
      // A module that is used keeps all its schemas, so shared keeps its constants and rules in zod-free modules
      // (enum-values.ts, paging.ts, meter-values.ts, discom-rule.ts…) beside the schemas (enums.ts, api.ts…).
      treeshake: { moduleSideEffects: (id) => !/[\\/]packages[\\/]shared[\\/]/.test(id) },
      output: {
        // A signed-in deep link loads its shell and page after the entry has run: the Meters Installed list took
        // 35 chunks, 22 of them under 2 kB (icons, one hook), 6 at a time over HTTP/1.1. Chunks under 5 kB are
        // merged into a chunk loaded with them instead: 19 requests; the entry takes the few small ones that
        // every page loads anyway, +1.6 kB gzip (issue 12: LCP).
        experimentalMinChunkSize: 5_000,
        // React and zod change less often than the app: their own cached chunks (zod loads only with a page that
        // validates in the browser: areas, DTR import, tickets; not with the lists, dashboards or the shell).
        // Every other library goes with the pages that import it (route-level splitting), so the login
        // page does not download the console's libraries (issue 12: initial JavaScript budget).
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  },
});
