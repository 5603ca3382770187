import type { ComponentType } from 'react';

/**
 * A route's `lazy` for one screen: its module (a chunk of its own) loads when the route is first
 * matched, and the route renders the named export. So the first download holds only the shell.
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}
