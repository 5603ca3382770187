import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin, PluginOption } from 'vite';

/** The web app's Lingui configuration, wherever the build or the tests were started from. */
export const LINGUI_CONFIG = `${import.meta.dirname}/../lingui.config.ts`;

/** The macro packages whose imports the Babel plugin compiles away. */
const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Compiles Lingui's macros (`t`, `msg`, `<Trans>`, `useLingui` from `@lingui/*\/macro`) into
 * message descriptors with Babel, before Vite's own TypeScript and JSX transform: Vite 8 has no
 * Babel inside and `@rolldown/plugin-babel` needs Node 22. Only the files that import a macro
 * go through Babel, which parses TypeScript and JSX and prints them back as they were, so the
 * build stays fast (docs/decisions/2026-12-06-languages.md 'The web app').
 */
export function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG });
  return {
    name: 'thoughtful:lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: MACRO_IMPORT },
      async handler(code, id) {
        const path = id.split('?')[0]!;
        if (path.includes('/node_modules/')) return null;
        const result = await transformAsync(code, {
          filename: path,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [[linguiMacro, { linguiConfig }]],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}

/**
 * Everything a build of the web app's modules needs for its messages: the macros compiled and
 * the catalogues (src/locales/*\/messages.po) compiled as they are imported. The app's build,
 * its first pass (screen-chunks.ts), the prerendering (route-pages.ts) and the tests use it.
 */
export function linguiPlugins(): PluginOption[] {
  return [linguiMacros(), lingui({ configPath: LINGUI_CONFIG, failOnCompileError: true })];
}
