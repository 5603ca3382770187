import type { ProductFlags, PublicConfig } from '@thoughtful/shared';
import { useMemo } from 'react';
import { useConfig } from './get-config';

export function productFlags(config: PublicConfig): ProductFlags {
  return {
    education: config.education,
    anonymous: config.anonymous,
    inviteOnly: config.inviteOnly,
    nameField: config.nameField,
  };
}

/** The product flags, or null until the configuration has loaded. */
export function useProductFlags(): ProductFlags | null {
  const { data } = useConfig();
  // One object per loaded config, so effects that depend on the flags do not re-run each render.
  return useMemo(() => (data ? productFlags(data) : null), [data]);
}
