import { normalizeEmail, type PublicConfig } from '@thoughtful/shared';
import { useEffect, useState } from 'react';
import { sha256Hex } from '../../lib/sha256';

/**
 * Spec accounts §2: the password field (and the Register and 'Forgot my password' links) show
 * unless the build is in anonymous education mode, where they show only once the typed ID is the
 * admin's. The server sends only the ID's SHA-256, so the ID itself never reaches browsers.
 */
export function usePasswordShown(loginId: string, config: PublicConfig | undefined): boolean {
  const anonymousEducation = config !== undefined && config.education && config.anonymous;
  const adminHash = config?.eduAdminIdSha256 ?? null;
  const [checked, setChecked] = useState<{ id: string; isAdmin: boolean } | null>(null);

  useEffect(() => {
    if (!anonymousEducation || adminHash === null) return;
    let current = true;
    void sha256Hex(normalizeEmail(loginId)).then((hash) => {
      // A slower hash of an earlier keystroke must not overwrite the answer for the latest.
      if (current) setChecked({ id: loginId, isAdmin: hash === adminHash });
    });
    return () => {
      current = false;
    };
  }, [loginId, anonymousEducation, adminHash]);

  if (!anonymousEducation) return true;
  return checked !== null && checked.id === loginId && checked.isAdmin;
}
