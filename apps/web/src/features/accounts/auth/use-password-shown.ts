import type { PublicConfig } from '@thoughtful/shared';
import { useState } from 'react';

/**
 * Spec accounts §2: the password field shows unless the build is in anonymous education mode (the
 * Register and 'Forgot my password' links never do there: an ID has no mailbox). There
 * a student logs in with an ID alone, and the screen cannot tell which IDs need a password without
 * telling everyone (asking the server revealed the admin's and the teachers' IDs). So the field shows when the user asks for it
 * (teachers and the admin), or once a login by ID alone was refused as 'Invalid credentials'; the
 * server decides at login either way.
 */
export function usePasswordShown(config: PublicConfig | undefined) {
  const [wanted, setWanted] = useState(false);
  const anonymousEducation = config !== undefined && config.education && config.anonymous;
  return {
    /** Whether the user may switch between the ID-only form and the password form. */
    canChoose: anonymousEducation,
    passwordShown: !anonymousEducation || wanted,
    setPasswordWanted: setWanted,
  };
}
