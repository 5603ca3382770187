import { useLingui } from '@lingui/react';
import {
  parseInvitationEntries,
  type InvitationDto,
  type InvitationEntryKind,
  type InvitationRole,
} from '@thoughtful/shared';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import type { AlertType } from '../../../../components/alerts/alerts-store';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useQueryErrorAlerts } from '../../../../components/alerts/use-query-error-alerts';
import { useConfig } from '../../../../config/get-config';
import { formatDate } from '../../../../lib/i18n';
import { useAddInvitations } from '../api/add-invitations';
import { useInvitations } from '../api/get-invitations';
import { useRemoveInvitation } from '../api/remove-invitation';
import { useRemoveInvitations } from '../api/remove-invitations';
import { useSendInvitationMail } from '../api/send-invitation-mail';
import { INVITATIONS_TEXT } from '../invitations-text';
import './invitations-screen.css';

const ROLES: readonly InvitationRole[] = ['student', 'teacher'];

/**
 * This screen's alerts, one at a time: each new one replaces the last, so a run of removals or
 * additions does not stack alerts and push the form off the screen.
 */
function useScreenAlert() {
  const { addAlert, alertErrors, removeAlert } = useAlerts();
  const shown = useRef<string[]>([]);
  const clear = useCallback(() => {
    for (const id of shown.current) removeAlert(id);
    shown.current = [];
  }, [removeAlert]);
  const show = useCallback(
    (msg: string, type: AlertType) => {
      clear();
      shown.current = [addAlert(msg, type)];
    },
    [addAlert, clear],
  );
  const showErrors = useCallback(
    (error: unknown) => {
      clear();
      shown.current = alertErrors(error);
    },
    [alertErrors, clear],
  );
  return { show, showErrors };
}

/** `/invitations` (admins only): who may register, with which role, and how far they got. */
export function InvitationsScreen() {
  useLingui(); // drawn again in the language she switches to
  const { data: config } = useConfig();
  const kind: InvitationEntryKind = config?.anonymous ? 'loginId' : 'email';
  const screenAlert = useScreenAlert();
  return (
    <section className="py-4">
      <h1>{INVITATIONS_TEXT.heading}</h1>
      <p>{INVITATIONS_TEXT.intro[kind]}</p>
      <AddInvitationsForm kind={kind} screenAlert={screenAlert} />
      <InvitationList kind={kind} screenAlert={screenAlert} />
    </section>
  );
}

interface ScreenPartProps {
  kind: InvitationEntryKind;
  screenAlert: ReturnType<typeof useScreenAlert>;
}

function AddInvitationsForm({ kind, screenAlert }: ScreenPartProps) {
  const { mutate, isPending } = useAddInvitations();
  const [text, setText] = useState('');
  const [role, setRole] = useState<InvitationRole>('student');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const { entries, invalid } = parseInvitationEntries(text, kind);
    const notEntriesError = invalid.length > 0 ? INVITATIONS_TEXT.notEntries(kind, invalid) : null;
    if (entries.length === 0) {
      setError(notEntriesError ?? INVITATIONS_TEXT.noEntries[kind]);
      document.getElementById('invitation-entries')?.focus();
      return;
    }
    setError(null);
    mutate(
      { emails: entries, role },
      {
        onSuccess: (result) => {
          screenAlert.show(
            INVITATIONS_TEXT.addSummary(kind, {
              added: result.added.length,
              alreadyListed: result.updated.length,
              notEntries: invalid.length,
            }),
            'success',
          );
          // What is not an entry stays in the box, marked, to be corrected; the rest is done.
          setText(invalid.join('\n'));
          setError(notEntriesError);
        },
        onError: (failure) => screenAlert.showErrors(failure),
      },
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="mb-4">
      <Form.Group className="mb-3" controlId="invitation-entries">
        <Form.Label>{INVITATIONS_TEXT.entriesLabel[kind]}</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error !== null) setError(null);
          }}
          isInvalid={error !== null}
          aria-invalid={error !== null ? true : undefined}
          aria-describedby={error !== null ? 'invitation-entries-error' : undefined}
        />
        {error !== null ? (
          <Form.Control.Feedback type="invalid" id="invitation-entries-error">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="fs-6">{INVITATIONS_TEXT.roleLegend}</legend>
        {ROLES.map((value) => (
          <Form.Check
            key={value}
            inline
            type="radio"
            id={`invitation-role-${value}`}
            name="invitation-role"
            label={INVITATIONS_TEXT.roles[value]}
            checked={role === value}
            onChange={() => setRole(value)}
          />
        ))}
      </fieldset>
      <Button type="submit" disabled={isPending}>
        {INVITATIONS_TEXT.add}
      </Button>
    </Form>
  );
}

/** The day, in the reader's language (12/6/2026, 6/12/2026). */
function formatDay(iso: string): string {
  return formatDate(iso, { year: 'numeric', month: 'numeric', day: 'numeric' });
}

/** The server's messages, shown as they are. */
const asSent = (msg: string) => msg;

function InvitationList({ kind, screenAlert }: ScreenPartProps) {
  const { data, error, errorUpdatedAt, isPending } = useInvitations();
  const { mutate: remove, isPending: removing, variables: removingEmail } = useRemoveInvitation();
  const { mutate: removeMany, isPending: removingMany } = useRemoveInvitations();
  const { mutate: sendMail, isPending: sending, variables: sendingTo } = useSendInvitationMail();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useQueryErrorAlerts(error, errorUpdatedAt, asSent);

  // Only what is still listed counts as selected (another tab may have removed some).
  const selected = useMemo(
    () => new Set((data ?? []).map((i) => i.email).filter((email) => chosen.has(email))),
    [data, chosen],
  );

  if (isPending) return error ? null : <LoadingIndicator label={INVITATIONS_TEXT.loading} />;
  if (!data) return null;
  if (data.length === 0) return <p>{INVITATIONS_TEXT.empty}</p>;

  const yesNo = (value: boolean) => (value ? INVITATIONS_TEXT.yes : INVITATIONS_TEXT.no);
  const allSelected = selected.size === data.length;
  const toggle = (email: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(email);
    else next.delete(email);
    setChosen(next);
  };
  const onRemove = (invitation: InvitationDto) =>
    remove(invitation.email, {
      onSuccess: (response) => screenAlert.show(response.msg, 'success'),
      onError: (failure) => screenAlert.showErrors(failure),
    });
  const onRemoveSelected = () =>
    removeMany(
      { emails: [...selected] },
      {
        onSuccess: (response) => {
          setChosen(new Set());
          screenAlert.show(
            INVITATIONS_TEXT.removeSummary(response.removed.length, response.notListed.length),
            'success',
          );
        },
        onError: (failure) => screenAlert.showErrors(failure),
      },
    );
  const onSendAgain = (invitation: InvitationDto) =>
    sendMail(invitation.email, {
      onSuccess: (response) => screenAlert.show(response.msg, 'success'),
      onError: (failure) => screenAlert.showErrors(failure),
    });

  return (
    <>
      <div className="invitations-toolbar d-flex flex-wrap align-items-center gap-3 mb-2">
        <Form.Check
          type="checkbox"
          id="invitations-select-all"
          label={INVITATIONS_TEXT.selectAll}
          checked={allSelected}
          onChange={(event) =>
            setChosen(event.target.checked ? new Set(data.map((i) => i.email)) : new Set())
          }
        />
        <Button
          variant="outline-danger"
          size="sm"
          disabled={selected.size === 0 || removingMany}
          onClick={onRemoveSelected}
        >
          {INVITATIONS_TEXT.removeSelected(selected.size)}
        </Button>
      </div>
      {/* Explicit roles: the phone layout displays the cells as blocks, which would otherwise take
          the table's semantics away from screen readers. */}
      <Table striped size="sm" className="invitations-table" role="table">
        <caption className="caption-top">{INVITATIONS_TEXT.listCaption(data.length)}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{INVITATIONS_TEXT.columns.select}</span>
            </th>
            <th scope="col" role="columnheader">
              {INVITATIONS_TEXT.columns.entry[kind]}
            </th>
            <th scope="col" role="columnheader">
              {INVITATIONS_TEXT.columns.role}
            </th>
            <th scope="col" role="columnheader">
              {INVITATIONS_TEXT.columns.invited}
            </th>
            <th scope="col" role="columnheader">
              {INVITATIONS_TEXT.columns.registered}
            </th>
            <th scope="col" role="columnheader">
              {INVITATIONS_TEXT.columns.confirmed}
            </th>
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{INVITATIONS_TEXT.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {data.map((invitation) => (
            <tr key={invitation.email} data-email={invitation.email} role="row">
              <td role="cell" className="invitations-select">
                <Form.Check
                  type="checkbox"
                  id={`invitation-select-${invitation.email}`}
                  aria-label={INVITATIONS_TEXT.selectEntry(invitation.email)}
                  checked={selected.has(invitation.email)}
                  onChange={(event) => toggle(invitation.email, event.target.checked)}
                />
              </td>
              <td
                role="cell"
                className="text-break"
                data-label={INVITATIONS_TEXT.columns.entry[kind]}
              >
                {invitation.email}
              </td>
              <td role="cell" data-label={INVITATIONS_TEXT.columns.role}>
                {INVITATIONS_TEXT.roles[invitation.role]}
              </td>
              <td role="cell" data-label={INVITATIONS_TEXT.columns.invited}>
                {formatDay(invitation.date)}
              </td>
              <td role="cell" data-label={INVITATIONS_TEXT.columns.registered}>
                {yesNo(invitation.registered)}
              </td>
              <td role="cell" data-label={INVITATIONS_TEXT.columns.confirmed}>
                {yesNo(invitation.confirmed)}
              </td>
              <td role="cell" className="invitations-actions">
                {/* Login IDs have no mailbox; a registered address needs no invitation. */}
                {kind === 'email' && !invitation.registered ? (
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    disabled={sending && sendingTo === invitation.email}
                    onClick={() => onSendAgain(invitation)}
                  >
                    {INVITATIONS_TEXT.sendAgain}
                    <span className="visually-hidden"> {invitation.email}</span>
                  </Button>
                ) : null}
                <Button
                  variant="outline-danger"
                  size="sm"
                  disabled={removing && removingEmail === invitation.email}
                  onClick={() => onRemove(invitation)}
                >
                  {INVITATIONS_TEXT.remove}
                  <span className="visually-hidden"> {invitation.email}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
