import { useLingui } from '@lingui/react';
import { Badge, Form, NavDropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import { RelativeTime } from '../../components/widgets/relative-time';
import {
  useMarkNotificationsRead,
  useNotifications,
  useSaveNotificationSettings,
} from './notifications-api';
import { NOTIFICATIONS_TEXT as T } from './notifications-text';

export interface NotificationsMenuProps {
  userId: string;
  /** The menu's dropdown id (unique on the page). */
  id: string;
  /** The role of the dropdown's entries (the nav menu's: a group of links). */
  menuRole: string;
}

/**
 * The bell in the menu (DESIGN.md §14): the unread count on it, the newest notifications in its
 * dropdown, each leading to where it is dealt with (and read once opened), and 'Mark all as read'.
 * New ones arrive through the live stream, which reads the list again.
 */
export function NotificationsMenu({ userId, id, menuRole }: NotificationsMenuProps) {
  useLingui(); // drawn again in the language she switches to
  const notifications = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  const saveSettings = useSaveNotificationSettings(userId);
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const title = (
    <span className="notifications-toggle">
      <BellIcon />
      <span className="visually-hidden">{T.toggleLabel(unread)}</span>
      {unread > 0 ? (
        <Badge bg="danger" pill className="ms-1" aria-hidden="true">
          {unread}
        </Badge>
      ) : null}
      <span className="d-lg-none ms-2" aria-hidden="true">
        {T.title}
      </span>
    </span>
  );
  return (
    <NavDropdown
      title={title}
      id={id}
      menuRole={menuRole}
      align="end"
      className="notifications-menu"
    >
      {notifications.isPending ? (
        <NavDropdown.ItemText>{T.loading}</NavDropdown.ItemText>
      ) : notifications.isError ? (
        <NavDropdown.ItemText>{T.failed}</NavDropdown.ItemText>
      ) : items.length === 0 ? (
        <NavDropdown.ItemText>{T.empty}</NavDropdown.ItemText>
      ) : (
        <>
          {items.map((item) => (
            <NavDropdown.Item
              key={item._id}
              as={Link}
              to={item.path}
              className={item.read ? 'notification' : 'notification notification-unread'}
              onClick={() => {
                if (!item.read) markRead.mutate({ ids: [item._id] });
              }}
            >
              <span className="notification-text">
                {item.read ? null : <span className="visually-hidden">{T.unread}: </span>}
                {item.text}
              </span>
              <RelativeTime date={item.createdAt} className="d-block small text-body-secondary" />
            </NavDropdown.Item>
          ))}
          {unread > 0 ? (
            <>
              <NavDropdown.Divider />
              <NavDropdown.Item as="button" type="button" onClick={() => markRead.mutate({})}>
                {T.markAllRead}
              </NavDropdown.Item>
            </>
          ) : null}
        </>
      )}
      {notifications.data?.canMail ? (
        <>
          <NavDropdown.Divider />
          <div className="px-3 py-1">
            <Form.Check
              type="switch"
              role="switch"
              id={`${id}-feedback-mails`}
              label={T.feedbackMails}
              checked={notifications.data.feedbackMails}
              disabled={saveSettings.isPending}
              onChange={(event) => saveSettings.mutate({ feedbackMails: event.target.checked })}
            />
          </div>
        </>
      ) : null}
    </NavDropdown>
  );
}

/** A bell drawn inline: no icon font or emoji font is needed. */
function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 16 16"
      fill="currentColor"
      className="notifications-bell"
    >
      <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm.995-14.901a1 1 0 1 0-1.99 0A5.002 5.002 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901z" />
    </svg>
  );
}
