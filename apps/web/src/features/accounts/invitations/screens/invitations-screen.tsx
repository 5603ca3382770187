import type { InvitationDto, InvitationRole } from '@thoughtful/shared';
import { useState, type FormEvent } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useQueryErrorAlerts } from '../../../../components/alerts/use-query-error-alerts';
import { useConfig } from '../../../../config/get-config';
import { useAddInvitations } from '../api/add-invitations';
import { useInvitations } from '../api/get-invitations';
import { useRemoveInvitation } from '../api/remove-invitation';
import { INVITATIONS_TEXT } from '../invitations-text';
import { parseInvitationEntries } from '../parse-invitation-entries';
import './invitations-screen.css';

const ROLES: readonly InvitationRole[] = ['student', 'teacher'];

/** `/invitations` (admins only): who may register, with which role, and how far they got. */
export function InvitationsScreen() {
  return (
    <section className="py-4">
      <h1>{INVITATIONS_TEXT.heading}</h1>
      <p>{INVITATIONS_TEXT.intro}</p>
      <AddInvitationsForm />
      <InvitationList />
    </section>
  );
}

function AddInvitationsForm() {
  const { data: config } = useConfig();
  const { addAlert, alertErrors } = useAlerts();
  const { mutate, isPending } = useAddInvitations();
  const [text, setText] = useState('');
  const [role, setRole] = useState<InvitationRole>('student');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const emails = parseInvitationEntries(text);
    if (emails.length === 0) {
      setError(INVITATIONS_TEXT.noEntries);
      document.getElementById('invitation-entries')?.focus();
      return;
    }
    setError(null);
    mutate(
      { emails, role },
      {
        onSuccess: (result) => {
          addAlert(INVITATIONS_TEXT.added(result.added.length, result.updated.length), 'success');
          if (result.invalid.length > 0) {
            addAlert(INVITATIONS_TEXT.invalid(result.invalid), 'warning');
          }
          // What was refused stays in the box to be corrected; the rest is done.
          setText(result.invalid.join('\n'));
        },
        onError: (failure) => alertErrors(failure),
      },
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="mb-4">
      <Form.Group className="mb-3" controlId="invitation-entries">
        <Form.Label>
          {config?.anonymous ? INVITATIONS_TEXT.anonymousEmailsLabel : INVITATIONS_TEXT.emailsLabel}
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error !== null && parseInvitationEntries(event.target.value).length > 0) {
              setError(null);
            }
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

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
}

/** The server's messages, shown as they are. */
const asSent = (msg: string) => msg;

function InvitationList() {
  const { data, error, errorUpdatedAt, isPending } = useInvitations();
  const { addAlert, alertErrors } = useAlerts();
  const { mutate: remove, isPending: removing, variables: removingEmail } = useRemoveInvitation();
  useQueryErrorAlerts(error, errorUpdatedAt, asSent);

  if (isPending) return error ? null : <LoadingIndicator label={INVITATIONS_TEXT.loading} />;
  if (!data) return null;
  if (data.length === 0) return <p>{INVITATIONS_TEXT.empty}</p>;

  const yesNo = (value: boolean) => (value ? INVITATIONS_TEXT.yes : INVITATIONS_TEXT.no);
  const onRemove = (invitation: InvitationDto) =>
    remove(invitation.email, {
      onSuccess: (response) => addAlert(response.msg, 'success'),
      onError: (failure) => alertErrors(failure),
    });

  return (
    // Explicit roles: the phone layout displays the cells as blocks, which would otherwise take
    // the table's semantics away from screen readers.
    <Table striped size="sm" className="invitations-table" role="table">
      <caption className="caption-top">{INVITATIONS_TEXT.listCaption(data.length)}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {INVITATIONS_TEXT.columns.email}
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
            <td role="cell" className="text-break" data-label={INVITATIONS_TEXT.columns.email}>
              {invitation.email}
            </td>
            <td role="cell" data-label={INVITATIONS_TEXT.columns.role}>
              {INVITATIONS_TEXT.roles[invitation.role]}
            </td>
            <td role="cell" data-label={INVITATIONS_TEXT.columns.invited}>
              {formatDate(invitation.date)}
            </td>
            <td role="cell" data-label={INVITATIONS_TEXT.columns.registered}>
              {yesNo(invitation.registered)}
            </td>
            <td role="cell" data-label={INVITATIONS_TEXT.columns.confirmed}>
              {yesNo(invitation.confirmed)}
            </td>
            <td role="cell">
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
  );
}
