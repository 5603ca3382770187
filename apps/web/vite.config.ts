import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from './build/lingui-macro.ts';
import { logicalBootstrapCss } from './build/logical-properties.ts';
import { precompress } from './build/precompress.ts';
import { purgeBootstrapCss } from './build/purge-bootstrap.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { routePages } from './build/route-pages.ts';
import {
  firstPassChunks,
  screenChunkOwners,
  screenChunksCheck,
  screenChunksGroup,
} from './build/screen-chunks.ts';
import { SCREEN_ROUTES } from './src/app/screen-routes.ts';

const here = import.meta.dirname;

/**
 * The order in which screens get their chunks (build/screen-chunks.ts): the public and account
 * screens first, then the member's menu (loaded on every page once signed in), a member's first
 * screens (the welcome, an inTell, posting one), then the rest as the routes list them.
 */
const FIRST_SCREENS = [
  'src/features/accounts/auth/screens/login-screen.tsx',
  'src/features/accounts/auth/screens/logout-screen.tsx',
  'src/features/accounts/auth/screens/register-screen.tsx',
  'src/features/accounts/auth/screens/forgot-password-screen.tsx',
  'src/features/accounts/auth/screens/confirm-screen.tsx',
  'src/features/accounts/auth/screens/school-sign-in-screen.tsx',
  'src/features/terms/screens/terms-screen.tsx',
  'src/features/about/screens/about-screen.tsx',
  'src/app/not-found/not-found-screen.tsx',
  'src/app/menu/nav-menu.tsx',
  'src/features/welcome/screens/welcome-screen.tsx',
  'src/features/ideas/screens/idea-screen.tsx',
  'src/features/ideas/create-idea/screens/create-idea-screen.tsx',
  'src/features/ideas/create-web-idea/screens/create-web-idea-screen.tsx',
];
const CHUNK_ORDER = [
  ...new Set([...FIRST_SCREENS, ...SCREEN_ROUTES.map((route) => route.screen)]),
].map((screen) => path.join(here, screen));

/**
 * The reader's dates, numbers and relative times, and the relative-time rules they use: a
 * kilobyte that most screens use. A module named here must have its imports named too (or in
 * the entry), or the shared chunk would import a screen's.
 */
const ALWAYS_SHARED_MODULES = new Set([
  path.join(here, 'src/lib/i18n/intl-format.ts'),
  path.join(here, '../../packages/shared/src/relative-time.ts'),
]);
const ALWAYS_SHARED = (moduleId: string) => ALWAYS_SHARED_MODULES.has(moduleId);

// A default export is what Vite's config loader requires.
export default defineConfig(async ({ command }) => {
  // Only a build bundles; the development server serves modules as they are.
  const firstPass = command === 'build' ? await firstPassChunks(here) : undefined;
  return {
    plugins: [
      ...linguiPlugins(),
      reactRouterProduction(),
      react(),
      purgeBootstrapCss({
        dirs: [path.join(here, 'src'), path.join(here, '../../packages/shared/src')],
        files: [path.join(here, 'index.html')],
      }),
      logicalBootstrapCss(),
      routePages(SCREEN_ROUTES),
      firstPass && screenChunksCheck(firstPass),
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
      rolldownOptions: {
        output: firstPass
          ? {
              codeSplitting: {
                // A group takes only the modules named; their imports stay where they are.
                includeDependenciesRecursively: false,
                groups: [
                  screenChunksGroup(screenChunkOwners(firstPass, CHUNK_ORDER, ALWAYS_SHARED)),
                ],
              },
            }
          : {},
      },
    },
    server: {
      proxy: {
        // In development the API runs as its own process; in production one server serves both.
        '/api': 'http://localhost:3000',
        '/media': 'http://localhost:3000',
      },
    },
  };
});
