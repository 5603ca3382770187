import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { purgeBootstrapCss } from './build/purge-bootstrap.ts';
import { routePages } from './build/route-pages.ts';
import { SCREEN_ROUTES } from './src/app/screen-routes.ts';

const here = import.meta.dirname;

// A default export is what Vite's config loader requires.
export default defineConfig({
  plugins: [
    react(),
    purgeBootstrapCss({
      dirs: [path.join(here, 'src'), path.join(here, '../../packages/shared/src')],
      files: [path.join(here, 'index.html')],
    }),
    routePages(SCREEN_ROUTES),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    // The browser suite reads the manifest to find and measure what each route loads.
    manifest: true,
    // The chunks over Vite's 500 kB are the video players (hls.js about 580 kB, dash.js about
    // 820 kB) and pdf.js (about 520 kB), each loaded only when a video or a PDF is shown; what a
    // route loads first is held to its budget by the browser tier's bundle check instead.
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: {
      // In development the API runs as its own process; in production one server serves both.
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
});
