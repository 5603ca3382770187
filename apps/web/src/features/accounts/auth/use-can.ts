import { useMemo } from 'react';
import { useProductFlags } from '../../../config/product-flags';
import { canWith, type Can } from './access';

/**
 * The access policy with this installation's flags: `can(user, action)`. Every screen that shows
 * or hides something by role asks it, so none decides on its own. Null until the configuration has
 * loaded: who is a student depends on the build.
 */
export function useCan(): Can | null {
  const flags = useProductFlags();
  return useMemo(() => (flags ? canWith(flags) : null), [flags]);
}
