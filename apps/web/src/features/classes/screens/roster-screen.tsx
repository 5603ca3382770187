import { useLingui } from '@lingui/react';
import {
  MANAGED_ACCOUNTS_MAX,
  STUDENT_NAME_MAX_LENGTH,
  type ClassDto,
  type ManagedAccount,
  type RosterStudent,
  CLASS_MESSAGES,
} from '@thoughtful/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Form, InputGroup, Modal } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { errorMessages } from '../../../components/alerts/error-messages';
import { useSharedMessage } from '../../../lib/i18n';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import {
  useAddToRoster,
  useClass,
  useRemoveStudent,
  useRenameStudent,
  useResetPassword,
  useRoster,
} from '../api/classes-api';
import { CLASSES_PATH, classReadingPath, classViewpointsPath } from '../class-paths';
import { CLASS_READING_TEXT } from '../class-reading-text';
import { CLASS_VIEWPOINTS_TEXT } from '../class-viewpoints-text';
import { ROSTER_TEXT as T } from '../classes-text';
import { setDefaultPrintPart } from '../print-part';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ClassGroupsPanel } from '../components/class-groups-panel';
import { JoinCodePanel } from '../components/join-code-panel';
import { ManagedAccountsSheet } from '../components/managed-accounts-sheet';
import { PlatformRosterSync } from '../components/platform-roster-sync';
import './roster.css';

/**
 * `/classes/:id` (DESIGN.md §10): a class's students with their progress, the addresses invited,
 * its small groups (issue 43), and the three ways in: pasted e-mails, the join code, accounts
 * made here.
 */
export function RosterScreen() {
  useLingui(); // drawn again in the language she switches to
  const { id = '' } = useParams();
  const schoolClass = useClass(id);
  const roster = useRoster(id);
  useQueryErrorAlerts(schoolClass.error, schoolClass.errorUpdatedAt, T.retrieveFailed);
  useQueryErrorAlerts(roster.error, roster.errorUpdatedAt, T.retrieveFailed);
  const [accounts, setAccounts] = useState<readonly ManagedAccount[] | null>(null);
  // Whether the teacher typed the accounts' names: the cards print them, else a line to fill in.
  const [named, setNamed] = useState(false);
  const defaultPrint = accounts !== null ? 'sheet' : 'join';

  useEffect(() => {
    setDefaultPrintPart(defaultPrint);
    return () => setDefaultPrintPart(null);
  }, [defaultPrint]);

  const c = schoolClass.data;
  return (
    <section className="py-3 roster-screen">
      <p className="mb-2 d-print-none">
        <Link to={CLASSES_PATH}>← {T.allClasses}</Link>
      </p>
      {c === undefined ? (
        <>
          <h1>{T.studentsHeading}</h1>
          {schoolClass.isError ? null : <LoadingIndicator label={T.loading} />}
        </>
      ) : (
        <>
          <h1>{c.name}</h1>
          <p className="d-print-none d-flex flex-wrap column-gap-3">
            <Link to={classViewpointsPath(c._id)}>{CLASS_VIEWPOINTS_TEXT.openOf(c.name)}</Link>
            <Link to={classReadingPath(c._id)}>{CLASS_READING_TEXT.openOf(c.name)}</Link>
          </p>
          {accounts !== null ? (
            <ManagedAccountsSheet
              className={c.name}
              accounts={accounts}
              named={named}
              onClose={() => setAccounts(null)}
            />
          ) : null}
          <section aria-labelledby="roster-students-heading" className="mb-4">
            <h2 className="h4" id="roster-students-heading">
              {T.studentsHeading}
              {roster.data ? (
                <Badge bg="secondary" pill className="ms-2 align-middle fs-6">
                  {roster.data.students.length}
                </Badge>
              ) : null}
            </h2>
            {roster.data === undefined ? (
              roster.isError ? null : (
                <LoadingIndicator label={T.loading} />
              )
            ) : roster.data.students.length === 0 ? (
              <p className="text-body-secondary">{T.noStudents}</p>
            ) : (
              <ul className="roster-list list-unstyled">
                {roster.data.students.map((student) => (
                  <StudentRow
                    key={student._id}
                    classId={c._id}
                    student={student}
                    activityCount={roster.data.activityCount}
                  />
                ))}
              </ul>
            )}
            {roster.data && roster.data.invited.length > 0 ? (
              <>
                <h3 className="h6 mt-3">{T.invitedHeading}</h3>
                <ul className="roster-invited small">
                  {roster.data.invited.map((email) => (
                    <li key={email} className="text-break">
                      {email}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          {roster.data ? (
            <ClassGroupsPanel classId={c._id} students={roster.data.students} />
          ) : null}
          <section aria-labelledby="roster-add-heading">
            <h2 className="h4" id="roster-add-heading">
              {T.addHeading}
            </h2>
            {c.lti ? (
              <PlatformRosterSync classId={c._id} platformName={c.lti.platformName} />
            ) : null}
            <PasteEmailsForm classId={c._id} />
            {c.code !== undefined ? (
              <JoinCodePanel schoolClass={{ ...c, code: c.code }} defaultPrint={defaultPrint} />
            ) : null}
            <ManagedAccountsForm
              schoolClass={c}
              onMade={(made, withNames) => {
                setNamed(withNames);
                setAccounts(made);
              }}
            />
          </section>
        </>
      )}
    </section>
  );
}

function StudentRow({
  classId,
  student,
  activityCount,
}: {
  classId: string;
  student: RosterStudent;
  activityCount: number;
}) {
  const remove = useRemoveStudent(classId);
  const reset = useResetPassword(classId);
  const { addAlert, alertErrors } = useAlerts();
  const [asking, setAsking] = useState<'remove' | 'reset' | 'rename' | null>(null);
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const percent = activityCount === 0 ? 0 : Math.round((student.completed / activityCount) * 100);

  return (
    <li className="roster-student" data-testid="roster-student">
      <div className="roster-student-who">
        <span className="fw-semibold">{student.name}</span>
        {student.loginId !== student.name ? (
          <span className="text-body-secondary small text-break"> {student.loginId}</span>
        ) : null}
        {student.managed ? (
          <Badge bg="light" text="dark" className="ms-2 border">
            {T.managedBadge}
          </Badge>
        ) : null}
      </div>
      <div className="roster-student-progress small">
        <span>{T.progress(student.completed, activityCount)}</span>
        <div className="progress" aria-hidden="true" style={{ height: 6 }}>
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <div className="roster-student-actions">
        <Button variant="outline-secondary" size="sm" onClick={() => setAsking('rename')}>
          {T.rename}
          <span className="visually-hidden"> {student.name}</span>
        </Button>
        {student.managed ? (
          <Button variant="outline-secondary" size="sm" onClick={() => setAsking('reset')}>
            {T.resetPassword}
            <span className="visually-hidden"> {student.name}</span>
          </Button>
        ) : null}
        <Button variant="outline-danger" size="sm" onClick={() => setAsking('remove')}>
          {T.remove}
          <span className="visually-hidden"> {student.name}</span>
        </Button>
      </div>
      <RenameDialog
        classId={classId}
        student={student}
        show={asking === 'rename'}
        onHide={() => setAsking(null)}
      />
      <ConfirmDialog
        show={asking === 'remove'}
        title={T.removeTitle(student.name)}
        body={T.removeBody}
        confirm={T.removeConfirm}
        cancel={T.cancel}
        pending={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          remove.mutate(student._id, {
            onSuccess: () => {
              setAsking(null);
              addAlert(T.removed(student.name), 'success');
            },
            onError: (failure) => {
              setAsking(null);
              alertErrors(failure);
            },
          })
        }
      />
      <ConfirmDialog
        show={asking === 'reset'}
        title={T.resetTitle(student.name)}
        body={T.resetBody}
        confirm={T.resetConfirm}
        cancel={T.cancel}
        variant="primary"
        pending={reset.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          reset.mutate(student._id, {
            onSuccess: (answer) => {
              setAsking(null);
              setNewPassword(answer.password);
            },
            onError: (failure) => {
              setAsking(null);
              alertErrors(failure);
            },
          })
        }
      />
      <Modal
        show={newPassword !== null}
        onHide={() => setNewPassword(null)}
        aria-labelledby={`new-password-${student._id}`}
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id={`new-password-${student._id}`}>
            {T.newPasswordTitle(student.name)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <dl className="mb-3">
            <dt>{T.cardLoginId}</dt>
            <dd className="font-monospace fs-5">{student.loginId}</dd>
            <dt>{T.cardPassword}</dt>
            <dd className="font-monospace fs-4" data-testid="new-password">
              {newPassword}
            </dd>
          </dl>
          <Alert variant="warning" className="mb-0">
            {T.newPasswordWarning}
          </Alert>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={() => setNewPassword(null)}>{T.done}</Button>
        </Modal.Footer>
      </Modal>
    </li>
  );
}

/**
 * A student's name as her teacher gives it: the account's name, which her teachers read and, where
 * the class has no pseudonyms, her classmates. Checked here as on the server; red only once tried.
 */
function RenameDialog({
  classId,
  student,
  show,
  onHide,
}: {
  classId: string;
  student: RosterStudent;
  show: boolean;
  onHide: () => void;
}) {
  const rename = useRenameStudent(classId);
  const { addAlert } = useAlerts();
  const [name, setName] = useState(student.name);
  const [error, setError] = useState<string | null>(null);
  const fieldId = `rename-${student._id}`;
  const say = useSharedMessage();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rename.isPending) return;
    const typed = name.replace(/\s+/gu, ' ').trim();
    if (typed === '') {
      setError(say('CLASS_MESSAGES.STUDENT_NAME_REQUIRED', CLASS_MESSAGES.STUDENT_NAME_REQUIRED));
      return;
    }
    if (typed.length > STUDENT_NAME_MAX_LENGTH) {
      setError(say('CLASS_MESSAGES.STUDENT_NAME_TOO_LONG', CLASS_MESSAGES.STUDENT_NAME_TOO_LONG));
      return;
    }
    rename.mutate(
      { userId: student._id, name: typed },
      {
        onSuccess: (answer) => {
          onHide();
          addAlert(T.renamed(answer.name), 'success');
        },
        onError: (failure) => setError(errorMessages(failure).join(' ')),
      },
    );
  }

  return (
    <Modal
      show={show}
      onHide={onHide}
      onEnter={() => {
        setName(student.name);
        setError(null);
      }}
      aria-labelledby={`${fieldId}-title`}
    >
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id={`${fieldId}-title`}>
            {T.renameTitle(student.name)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={fieldId}>
            <Form.Label>{T.renameLabel}</Form.Label>
            <Form.Control
              value={name}
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                if (error !== null) setError(null);
              }}
              isInvalid={error !== null}
              aria-invalid={error !== null ? true : undefined}
              aria-describedby={
                error !== null ? `${fieldId}-error ${fieldId}-help` : `${fieldId}-help`
              }
            />
            {error !== null ? (
              <Form.Control.Feedback type="invalid" id={`${fieldId}-error`}>
                {error}
              </Form.Control.Feedback>
            ) : null}
            <Form.Text id={`${fieldId}-help`}>{T.renameHelp}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            {T.renameSave}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

function PasteEmailsForm({ classId }: { classId: string }) {
  const add = useAddToRoster(classId);
  const { alertErrors } = useAlerts();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    if (text.trim() === '') {
      setError(T.emailsRequired);
      document.getElementById('roster-emails')?.focus();
      return;
    }
    setError(null);
    add.mutate(
      { emails: text },
      {
        onSuccess: (result) => {
          if (!('added' in result)) return;
          setAnswer(
            T.emailsAnswer(
              result.added.length,
              result.alreadyThere.length,
              result.notAddresses.length,
            ),
          );
          // What is not an address stays in the box, to be corrected; the rest is done.
          setText(result.notAddresses.join('\n'));
          setError(result.notAddresses.length > 0 ? T.notAddresses(result.notAddresses) : null);
        },
        onError: (failure) => alertErrors(failure),
      },
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="mb-4" aria-labelledby="roster-emails-heading">
      <h3 className="h5" id="roster-emails-heading">
        {T.emailsHeading}
      </h3>
      <p className="text-body-secondary small" id="roster-emails-help">
        {T.emailsHelp}
      </p>
      <Form.Group className="mb-2" controlId="roster-emails">
        <Form.Label>{T.emailsLabel}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error !== null) setError(null);
          }}
          isInvalid={error !== null}
          aria-invalid={error !== null ? true : undefined}
          aria-describedby={
            error !== null ? 'roster-emails-error roster-emails-help' : 'roster-emails-help'
          }
        />
        {error !== null ? (
          <Form.Control.Feedback type="invalid" id="roster-emails-error">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
      <Button type="submit" disabled={add.isPending}>
        {T.emailsAdd}
      </Button>
      <p role="status" className="mt-2 mb-0" data-testid="roster-emails-answer">
        {answer}
      </p>
    </Form>
  );
}

/** The names typed, one a line, each as one line of words; blank lines left out. */
function typedNames(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '');
}

function ManagedAccountsForm({
  schoolClass,
  onMade,
}: {
  schoolClass: ClassDto;
  onMade: (accounts: readonly ManagedAccount[], named: boolean) => void;
}) {
  const add = useAddToRoster(schoolClass._id);
  const { alertErrors } = useAlerts();
  const [count, setCount] = useState('');
  const [namesText, setNamesText] = useState('');
  const names = typedNames(namesText);
  // The names, when typed, say how many accounts.
  const shownCount = names.length > 0 ? String(names.length) : count;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const managed = Number(shownCount);
    if (add.isPending || shownCount === '' || !Number.isInteger(managed)) return;
    add.mutate(names.length > 0 ? { managed, names } : { managed }, {
      onSuccess: (result) => {
        if (!('accounts' in result)) return;
        setCount('');
        setNamesText('');
        onMade(result.accounts, names.length > 0);
      },
      onError: (failure) => alertErrors(failure),
    });
  }

  return (
    <Form onSubmit={onSubmit} className="mb-4" aria-labelledby="roster-managed-heading">
      <h3 className="h5" id="roster-managed-heading">
        {T.managedHeading}
      </h3>
      <p className="text-body-secondary small">{T.managedHelp}</p>
      <Form.Group className="mb-2" controlId="roster-managed-names">
        <Form.Label>{T.managedNamesLabel}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={namesText}
          onChange={(event) => setNamesText(event.target.value)}
          aria-describedby="roster-managed-names-help"
        />
        <Form.Text id="roster-managed-names-help">{T.managedNamesHelp}</Form.Text>
      </Form.Group>
      <Form.Label htmlFor="roster-managed-count">{T.managedCountLabel}</Form.Label>
      <InputGroup className="roster-managed-group">
        <Form.Control
          id="roster-managed-count"
          type="number"
          inputMode="numeric"
          min={1}
          max={MANAGED_ACCOUNTS_MAX}
          required
          readOnly={names.length > 0}
          value={shownCount}
          onChange={(event) => setCount(event.target.value)}
          aria-describedby="roster-managed-note"
        />
        <Button type="submit" disabled={add.isPending}>
          {T.managedMake}
        </Button>
      </InputGroup>
      <Form.Text id="roster-managed-note">{T.managedNamesNote}</Form.Text>
    </Form>
  );
}
