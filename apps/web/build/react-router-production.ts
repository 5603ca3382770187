import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * React Router 7's package sends every bundler to its development build (its exports name no
 * `production` condition), whose warnings stay in the bundle: about 3 KB of the entry as sent.
 * Its production build is the same code with `ENABLE_DEV_WARNINGS = false`. This plugin makes a
 * build (not the development server, which keeps the warnings) take that one.
 */
export function reactRouterProduction(): Plugin {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
  return {
    name: 'thoughtful:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'production/index.mjs') },
          {
            find: /^react-router\/dom$/,
            replacement: path.join(dist, 'production/dom-export.mjs'),
          },
        ],
      },
    }),
  };
}
