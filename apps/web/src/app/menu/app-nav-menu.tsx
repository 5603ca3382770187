import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '../../features/accounts';
import { useConfig } from '../../config/get-config';

function loadNavMenu() {
  return import('./nav-menu');
}

// react-bootstrap's Navbar and NavDropdown (with Popper) weigh about 20 KB gzipped: more than the
// login route can carry in its 150 KB budget. Visitors, who never see the menu, never download it.
const NavMenu = lazy(async () => ({ default: (await loadNavMenu()).NavMenu }));

/** Keeps the page from jumping down when the menu arrives: Bootstrap's navbar height. */
function NavMenuPlaceholder() {
  return <div className="th-navbar navbar" style={{ minHeight: 57 }} aria-hidden="true" />;
}

/**
 * Whether the build is the education build as this browser last read it from the server, kept
 * for the moment before `/api/config` answers on the next visit (null: never read here).
 */
const LAST_EDUCATION_KEY = 'thoughtfulEducation';

function rememberedEducation(): boolean | null {
  try {
    const value = localStorage.getItem(LAST_EDUCATION_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

function rememberEducation(education: boolean) {
  try {
    localStorage.setItem(LAST_EDUCATION_KEY, String(education));
  } catch {
    // Without storage the next visit assumes the server's default, as below.
  }
}

/**
 * The education build's menu (spec accounts §2), shown once the signed-in user has loaded and
 * never outside the education build. Its code starts downloading while the user is still loading,
 * and its height is kept from the first paint for a member with a token, so that the page does
 * not move down when it arrives (docs/decisions/2026-11-23-speed.md 'The inTell screen holds
 * still'). Until the config has answered, only the height is kept, on the build this browser last
 * saw (else the server's default, the education build); the menu itself waits for the config. So a
 * member's first visit in a browser to a build without the menu, or a token the server refuses,
 * keeps the height for a moment and then gives it back.
 */
export function AppNavMenu() {
  const { data: config, isError: configFailed } = useConfig();
  const { user, loading } = useAuth();
  const education = config ? config.education : (rememberedEducation() ?? true);
  const expected = education && !configFailed && (loading || user !== null);

  useEffect(() => {
    if (config) rememberEducation(config.education);
  }, [config]);
  useEffect(() => {
    if (expected) void loadNavMenu();
  }, [expected]);

  if (!expected) return null;
  if (!user || !config) return <NavMenuPlaceholder />;
  return (
    <Suspense fallback={<NavMenuPlaceholder />}>
      <NavMenu user={user} />
    </Suspense>
  );
}
