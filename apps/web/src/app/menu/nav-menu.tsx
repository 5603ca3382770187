import { useLingui } from '@lingui/react';
import type { Action, UserDto } from '@thoughtful/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { Badge, Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { Link, NavLink, useLocation } from 'react-router';
import { Wordmark } from '../../components/wordmark';
import { useCan } from '../../features/accounts';
import { NotificationsMenu, useNotifications } from '../../features/notifications';
import { MENU_PATHS, MENU_TEXT } from './menu-text';

// The menu is in the layout every route loads, the login route included: the dialog and its form
// code download only when a student first opens it.
const ReportDialog = lazy(async () => {
  const m = await import('../../features/report');
  return { default: m.ReportDialog };
});

export interface NavMenuProps {
  user: UserDto;
}

/**
 * A dropdown's entries are a group named by its toggle: react-bootstrap names the menu with
 * aria-labelledby, which a plain div may not carry (ARIA 1.2; axe flags it). Not 'menu': these are
 * links in a navigation, not an application menu.
 */
const MENU_ROLE = 'group';

/**
 * Students see About, Activities, the report dialog and Logout; everyone else sees the submit,
 * activity and account menus. Who is which is the access policy's: a student is one it keeps from
 * the members' screens, which outside the education build is nobody. Choosing an entry closes the
 * collapsed menu on a small screen (collapseOnSelect): top-level links need an eventKey for that,
 * dropdown items do not, and must not have one, or react-bootstrap marks them aria-selected, which
 * links may not carry.
 */
export function NavMenu({ user }: NavMenuProps) {
  const { _ } = useLingui();
  const collapseId = useId();
  const [reportShown, setReportShown] = useState(false);
  // Mounted from the first opening on, so the draft survives closing the dialog.
  const [reportMounted, setReportMounted] = useState(false);
  const can = useCan();
  // Drawn once the configuration has loaded (AppNavMenu waits for it).
  const allowed = (action: Action) => can?.(user, action) ?? false;
  const browsesContent = allowed('content.browse');
  const home = browsesContent ? MENU_PATHS.welcome : MENU_PATHS.activityStudents;
  // The Navs' active entry is the address, not the last one chosen: left to itself, react-bootstrap
  // keeps the last selected eventKey active, so About stayed marked on a profile reached from the
  // account dropdown (whose items carry no eventKey).
  const { pathname } = useLocation();
  // The bell is inside the collapsed menu on a small screen: its unread count shows on the toggle.
  const unread = useNotifications(user._id).data?.unread ?? 0;

  function openReport() {
    setReportMounted(true);
    setReportShown(true);
  }

  return (
    <>
      <Navbar expand="lg" collapseOnSelect className="th-navbar" aria-label={_(MENU_TEXT.navLabel)}>
        <Container>
          <Navbar.Brand as={Link} to={home}>
            <Wordmark />
          </Navbar.Brand>
          <Navbar.Toggle
            aria-controls={collapseId}
            label={_(MENU_TEXT.toggleWithUnread(unread))}
            className="menu-toggle"
          >
            <span className="navbar-toggler-icon" />
            {unread > 0 ? (
              <Badge bg="danger" pill className="menu-toggle-unread" aria-hidden="true">
                {unread}
              </Badge>
            ) : null}
          </Navbar.Toggle>
          <Navbar.Collapse id={collapseId}>
            {!browsesContent ? (
              <Nav className="ms-auto" activeKey={pathname}>
                <Nav.Link as={NavLink} to={MENU_PATHS.about} eventKey={MENU_PATHS.about}>
                  {_(MENU_TEXT.about)}
                </Nav.Link>
                <Nav.Link
                  as={NavLink}
                  to={MENU_PATHS.activityStudents}
                  eventKey={MENU_PATHS.activityStudents}
                >
                  {_(MENU_TEXT.activities)}
                </Nav.Link>
                <Nav.Link
                  as="button"
                  type="button"
                  eventKey="report"
                  onClick={openReport}
                  className="text-start"
                >
                  {_(MENU_TEXT.report)}
                </Nav.Link>
                <NotificationsMenu
                  userId={user._id}
                  id={`${collapseId}-notifications`}
                  menuRole={MENU_ROLE}
                />
                <Nav.Link as={Link} to={MENU_PATHS.logout} eventKey={MENU_PATHS.logout}>
                  {_(MENU_TEXT.logout)}
                </Nav.Link>
              </Nav>
            ) : (
              <Nav className="ms-auto" activeKey={pathname}>
                <NavDropdown
                  title={_(MENU_TEXT.submitNew)}
                  id={`${collapseId}-submit`}
                  menuRole={MENU_ROLE}
                >
                  <NavDropdown.Item as={Link} to={MENU_PATHS.create1}>
                    {_(MENU_TEXT.myProducts)}
                  </NavDropdown.Item>
                  <NavDropdown.Item as={Link} to={MENU_PATHS.create2}>
                    {_(MENU_TEXT.webLink)}
                  </NavDropdown.Item>
                </NavDropdown>
                <NavDropdown
                  title={_(MENU_TEXT.activities)}
                  id={`${collapseId}-activities`}
                  menuRole={MENU_ROLE}
                >
                  <NavDropdown.Item as={Link} to={MENU_PATHS.activityEdit}>
                    {_(user.isAdmin ? MENU_TEXT.editAsAdmin : MENU_TEXT.editAsTeacher)}
                  </NavDropdown.Item>
                  <NavDropdown.Item as={Link} to={MENU_PATHS.activityStudents}>
                    {_(MENU_TEXT.viewAsStudent)}
                  </NavDropdown.Item>
                </NavDropdown>
                {allowed('class.create') ? (
                  <Nav.Link as={NavLink} to={MENU_PATHS.classes} eventKey={MENU_PATHS.classes}>
                    {_(MENU_TEXT.classes)}
                  </Nav.Link>
                ) : null}
                <Nav.Link as={NavLink} to={MENU_PATHS.about} eventKey={MENU_PATHS.about}>
                  {_(MENU_TEXT.about)}
                </Nav.Link>
                <NotificationsMenu
                  userId={user._id}
                  id={`${collapseId}-notifications`}
                  menuRole={MENU_ROLE}
                />
                <NavDropdown
                  title={_(MENU_TEXT.account)}
                  id={`${collapseId}-account`}
                  menuRole={MENU_ROLE}
                  align="end"
                >
                  <NavDropdown.Item as={Link} to={MENU_PATHS.profile(user._id)}>
                    {_(MENU_TEXT.myProfile)}
                  </NavDropdown.Item>
                  <NavDropdown.Item as={Link} to={MENU_PATHS.profiles}>
                    {_(MENU_TEXT.profiles)}
                  </NavDropdown.Item>
                  {allowed('invitation.manage') ? (
                    <NavDropdown.Item as={Link} to={MENU_PATHS.invitations}>
                      {_(MENU_TEXT.invitations)}
                    </NavDropdown.Item>
                  ) : null}
                  {allowed('platform.manage') ? (
                    <NavDropdown.Item as={Link} to={MENU_PATHS.learningPlatforms}>
                      {_(MENU_TEXT.learningPlatforms)}
                    </NavDropdown.Item>
                  ) : null}
                  {allowed('report.read') ? (
                    <NavDropdown.Item as={Link} to={MENU_PATHS.reports}>
                      {_(MENU_TEXT.reports)}
                    </NavDropdown.Item>
                  ) : null}
                  <NavDropdown.Divider />
                  <NavDropdown.Item as={Link} to={MENU_PATHS.logout}>
                    {_(MENU_TEXT.logout)}
                  </NavDropdown.Item>
                </NavDropdown>
              </Nav>
            )}
          </Navbar.Collapse>
        </Container>
      </Navbar>
      {reportMounted ? (
        <Suspense fallback={null}>
          <ReportDialog show={reportShown} onHide={() => setReportShown(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
