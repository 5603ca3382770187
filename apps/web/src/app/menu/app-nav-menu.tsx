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
 * The education build's menu (spec accounts §2), shown once the signed-in user has loaded and
 * never outside the education build. Its code starts downloading while the user is still loading.
 */
export function AppNavMenu() {
  const { data: config } = useConfig();
  const { user, loading } = useAuth();
  const education = config?.education === true;
  const expected = education && (loading || user !== null);

  useEffect(() => {
    if (expected) void loadNavMenu();
  }, [expected]);

  if (!education || !user) return null;
  return (
    <Suspense fallback={<NavMenuPlaceholder />}>
      <NavMenu user={user} />
    </Suspense>
  );
}
