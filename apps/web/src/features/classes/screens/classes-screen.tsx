import { useLingui } from '@lingui/react';
import {
  CLASS_NAME_MAX_LENGTH,
  FOLLOW_UPS_PER_STUDENT,
  VIEWPOINT_MIN_PLACED,
  type ClassDto,
  CLASS_MESSAGES,
} from '@thoughtful/shared';
import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Form, InputGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { EmptyState } from '../../../components/empty-state';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useSharedMessage } from '../../../lib/i18n';
import { useClasses, useCreateClass, useUpdateClass } from '../api/classes-api';
import { CLASSES_TEXT as T } from '../classes-text';
import { classPath, classViewpointsPath } from '../class-paths';
import { CLASS_VIEWPOINTS_TEXT } from '../class-viewpoints-text';
import './classes-screen.css';

/**
 * `/classes` (DESIGN.md §10), for non-students: the classes one teaches (an admin: all), each to
 * rename, archive, give pseudonyms and co-teachers, and the way to its roster.
 */
export function ClassesScreen() {
  useLingui(); // drawn again in the language she switches to
  const [showArchived, setShowArchived] = useState(false);
  const classes = useClasses({ archived: showArchived });
  useQueryErrorAlerts(classes.error, classes.errorUpdatedAt, T.retrieveFailed);

  return (
    <section className="py-3">
      <h1>{T.heading}</h1>
      <CreateClassForm />
      <Form.Check
        type="switch"
        role="switch"
        id="classes-show-archived"
        className="mb-3"
        label={T.showArchived}
        checked={showArchived}
        onChange={(event) => setShowArchived(event.target.checked)}
      />
      {classes.data === undefined ? (
        classes.isError ? null : (
          <LoadingIndicator label={T.loading} />
        )
      ) : classes.data.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <ul className="list-unstyled d-grid gap-3">
          {classes.data.map((c) => (
            <li key={c._id}>
              <ClassCard schoolClass={c} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CreateClassForm() {
  const create = useCreateClass();
  const { addAlert, alertErrors } = useAlerts();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const say = useSharedMessage();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    // The shared schema's rule, without its Zod on this screen (classes-api.ts says why).
    const invalid =
      trimmed === ''
        ? say('CLASS_MESSAGES.NAME_REQUIRED', CLASS_MESSAGES.NAME_REQUIRED)
        : trimmed.length > CLASS_NAME_MAX_LENGTH
          ? say('CLASS_MESSAGES.NAME_TOO_LONG', CLASS_MESSAGES.NAME_TOO_LONG)
          : null;
    if (invalid !== null) {
      setError(invalid);
      document.getElementById('class-new-name')?.focus();
      return;
    }
    setError(null);
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (created) => {
          setName('');
          addAlert(T.created(created.name), 'success');
        },
        onError: (failure) => alertErrors(failure),
      },
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="mb-4" aria-labelledby="class-new-legend">
      <h2 className="h5" id="class-new-legend">
        {T.createLegend}
      </h2>
      <Form.Label htmlFor="class-new-name">{T.nameLabel}</Form.Label>
      <InputGroup hasValidation className="class-name-group">
        <Form.Control
          id="class-new-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          isInvalid={error !== null}
          aria-invalid={error !== null ? true : undefined}
          aria-describedby={error !== null ? 'class-new-name-error' : undefined}
          autoComplete="off"
        />
        <Button type="submit" disabled={create.isPending}>
          {T.create}
        </Button>
        {error !== null ? (
          <Form.Control.Feedback type="invalid" id="class-new-name-error">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </InputGroup>
    </Form>
  );
}

function ClassCard({ schoolClass: c }: { schoolClass: ClassDto }) {
  const update = useUpdateClass();
  const { addAlert, alertErrors } = useAlerts();
  const [renaming, setRenaming] = useState(false);
  const [newName, setNewName] = useState(c.name);
  const [teacherEmail, setTeacherEmail] = useState('');
  const headingId = `class-${c._id}-name`;
  // A map needs VIEWPOINT_MIN_PLACED students placed: a smaller class never gets one alone (an
  // empty one is told it has no students where it matters, on its roster).
  const tooFewForMap = c.studentCount > 0 && c.studentCount < VIEWPOINT_MIN_PLACED;

  const change = (body: Parameters<typeof update.mutate>[0]['body'], done?: string) =>
    update.mutate(
      { id: c._id, body },
      {
        onSuccess: () => {
          if (done !== undefined) addAlert(done, 'success');
        },
        onError: (failure) => alertErrors(failure),
      },
    );

  function onRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = newName.trim();
    if (name === '' || name === c.name) {
      setRenaming(false);
      return;
    }
    change({ name }, T.renamed(name));
    setRenaming(false);
  }

  function onAddTeacher(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = teacherEmail.trim();
    if (email === '') return;
    update.mutate(
      { id: c._id, body: { addTeacher: email } },
      {
        onSuccess: () => {
          setTeacherEmail('');
          addAlert(T.teacherAdded, 'success');
        },
        onError: (failure) => alertErrors(failure),
      },
    );
  }

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
          <h2 className="h4 mb-0" id={headingId}>
            <Link to={classPath(c._id)}>{c.name}</Link>
          </h2>
          {c.archived ? <Badge bg="secondary">{T.archivedBadge}</Badge> : null}
          <span className="text-body-secondary">{T.students(c.studentCount)}</span>
        </div>
        {renaming ? (
          <Form onSubmit={onRename} className="mb-3">
            <Form.Label htmlFor={`${headingId}-rename`} className="visually-hidden">
              {T.nameLabel}
            </Form.Label>
            <InputGroup>
              <Form.Control
                id={`${headingId}-rename`}
                value={newName}
                maxLength={CLASS_NAME_MAX_LENGTH}
                autoFocus
                onChange={(event) => setNewName(event.target.value)}
              />
              <Button type="submit">{T.save}</Button>
              <Button variant="outline-secondary" onClick={() => setRenaming(false)}>
                {T.cancel}
              </Button>
            </InputGroup>
          </Form>
        ) : null}
        <p className="mb-2">
          <span className="fw-semibold">{T.teachers}: </span>
          {c.teachers.map((teacher, index) => (
            <span key={teacher._id}>
              {index > 0 ? ', ' : null}
              {teacher.name}
              {c.teachers.length > 1 ? (
                <Button
                  variant="link"
                  size="sm"
                  className="p-0 ms-1 align-baseline text-danger"
                  aria-label={T.removeTeacher(teacher.name)}
                  title={T.removeTeacher(teacher.name)}
                  disabled={update.isPending}
                  onClick={() => change({ removeTeacher: teacher._id })}
                >
                  ×
                </Button>
              ) : null}
            </span>
          ))}
        </p>
        <Form onSubmit={onAddTeacher} className="mb-3">
          <Form.Label htmlFor={`${headingId}-teacher`} className="small">
            {T.addTeacherLabel}
          </Form.Label>
          <InputGroup className="class-name-group">
            <Form.Control
              id={`${headingId}-teacher`}
              type="email"
              value={teacherEmail}
              autoComplete="off"
              onChange={(event) => setTeacherEmail(event.target.value)}
            />
            <Button type="submit" variant="outline-primary" disabled={update.isPending}>
              {T.addTeacher}
            </Button>
          </InputGroup>
        </Form>
        <Form.Check
          type="switch"
          role="switch"
          id={`${headingId}-pseudonyms`}
          label={T.pseudonyms}
          checked={c.pseudonyms}
          disabled={update.isPending}
          aria-describedby={`${headingId}-pseudonyms-help`}
          onChange={(event) => change({ pseudonyms: event.target.checked })}
        />
        <p className="small text-body-secondary" id={`${headingId}-pseudonyms-help`}>
          {T.pseudonymsHelp}
        </p>
        <Form.Check
          type="switch"
          role="switch"
          id={`${headingId}-auto-follow-ups`}
          label={T.autoFollowUps}
          checked={c.autoFollowUps}
          disabled={update.isPending}
          aria-describedby={`${headingId}-auto-follow-ups-help`}
          onChange={(event) => change({ autoFollowUps: event.target.checked })}
        />
        <p className="small text-body-secondary" id={`${headingId}-auto-follow-ups-help`}>
          {T.autoFollowUpsHelp}
        </p>
        <Form.Group className="mb-3 follow-ups-per-student" controlId={`${headingId}-per-student`}>
          <Form.Label className="small">{T.followUpsPerStudent}</Form.Label>
          <Form.Select
            value={c.followUpsPerStudent}
            disabled={update.isPending}
            onChange={(event) => change({ followUpsPerStudent: Number(event.target.value) })}
          >
            {Array.from(
              { length: FOLLOW_UPS_PER_STUDENT.MAX - FOLLOW_UPS_PER_STUDENT.MIN + 1 },
              (_, i) => FOLLOW_UPS_PER_STUDENT.MIN + i,
            ).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary" to={classPath(c._id)}>
            {T.openRoster}
          </Link>
          <Link
            className="btn btn-outline-primary"
            to={classViewpointsPath(c._id)}
            aria-label={CLASS_VIEWPOINTS_TEXT.openOf(c.name)}
            aria-describedby={tooFewForMap ? `${headingId}-viewpoints-help` : undefined}
          >
            {CLASS_VIEWPOINTS_TEXT.open}
          </Link>
          <Button
            variant="outline-secondary"
            onClick={() => {
              setNewName(c.name);
              setRenaming(true);
            }}
          >
            {T.rename}
          </Button>
          <Button
            variant="outline-secondary"
            disabled={update.isPending}
            onClick={() =>
              change(
                { archived: !c.archived },
                c.archived ? T.unarchived(c.name) : T.archived(c.name),
              )
            }
          >
            {c.archived ? T.unarchive : T.archive}
          </Button>
        </div>
        {tooFewForMap ? (
          <p
            className="small text-body-secondary mt-2 mb-0"
            id={`${headingId}-viewpoints-help`}
            data-testid="class-too-few-for-map"
          >
            {CLASS_VIEWPOINTS_TEXT.tooFewInClass(c.studentCount)}
          </p>
        ) : null}
      </Card.Body>
    </Card>
  );
}
