import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A default export is what Vite's config loader requires.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // The browser suite reads the manifest to find and measure what each route loads.
    manifest: true,
  },
  server: {
    proxy: {
      // In development the API runs as its own process; in production one server serves both.
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
});
