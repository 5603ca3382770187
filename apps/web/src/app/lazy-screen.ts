import type { ComponentType } from 'react';
import { loadScreenMessages } from '../lib/i18n/i18n';

/**
 * A route's `lazy` for one screen: its module (a chunk of its own) loads when the route is first
 * matched, and the route renders the named export. So the first download holds only the shell.
 * A screen of the folders whose words load apart (lingui.config.ts SCREEN_FOLDERS) loads them
 * with its code; the account screens' words come with the shell (`wordsWithShell`).
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  { wordsWithShell = false }: { wordsWithShell?: boolean } = {},
) {
  const lazy = async () => {
    const [screen] = await Promise.all([load(), wordsWithShell ? undefined : loadScreenMessages()]);
    return { Component: screen[name] };
  };
  // Read by router.test.tsx, which holds screen-routes.ts's `wordsWithShell` to it.
  return Object.assign(lazy, { wordsWithShell });
}
