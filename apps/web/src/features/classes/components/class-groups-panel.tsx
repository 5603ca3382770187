import { CLASS_GROUPS_MAX, type ClassGroup, type RosterStudent } from '@thoughtful/shared';
import { useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useChangeGroups, useClassGroups, type GroupsChange } from '../api/class-groups-api';
import { CLASS_GROUPS_TEXT as T } from '../class-groups-text';
import './class-groups.css';

/**
 * A class's small groups on its Roster screen (issue 43): split the class into n groups (Kialo
 * Edu's helper), add, rename and delete groups, and put each student in one or none. What each
 * change did is said in one status line.
 */
export function ClassGroupsPanel({
  classId,
  students,
}: {
  classId: string;
  students: readonly RosterStudent[];
}) {
  const groups = useClassGroups(classId);
  useQueryErrorAlerts(groups.error, groups.errorUpdatedAt, T.retrieveFailed);
  const change = useChangeGroups(classId);
  const { alertErrors } = useAlerts();
  const [status, setStatus] = useState('');

  function run(what: GroupsChange, done: string, after?: () => void) {
    if (change.isPending) return;
    change.mutate(what, {
      onSuccess: () => {
        setStatus(done);
        after?.();
      },
      onError: (failure) => alertErrors(failure),
    });
  }

  const list = groups.data?.groups;
  const nameOf = new Map(students.map((s) => [s._id, s.name]));
  const groupOf = new Map(list?.flatMap((g) => g.studentIds.map((id) => [id, g._id])) ?? []);
  const ungrouped = students.filter((s) => !groupOf.has(s._id));
  return (
    <section aria-labelledby="roster-groups-heading" className="mb-4 class-groups">
      <h2 className="h4" id="roster-groups-heading">
        {T.heading}
      </h2>
      <p className="text-body-secondary small">{T.help}</p>
      {list === undefined ? (
        groups.isError ? null : (
          <LoadingIndicator label={T.loading} />
        )
      ) : (
        <>
          <SplitForm
            hasGroups={list.length > 0}
            pending={change.isPending}
            onSplit={(count) => run({ kind: 'split', count }, T.splitDone(count))}
          />
          <NewGroupForm
            pending={change.isPending}
            onAdd={(name, after) => run({ kind: 'create', name }, T.added(name), after)}
          />
          {list.length === 0 ? (
            <p>{T.none}</p>
          ) : (
            <ul className="list-unstyled class-groups-list">
              {list.map((group) => (
                <GroupItem
                  key={group._id}
                  group={group}
                  names={group.studentIds.map((id) => nameOf.get(id) ?? '')}
                  pending={change.isPending}
                  onChange={run}
                />
              ))}
              {ungrouped.length > 0 ? (
                <li className="class-group">
                  <h3 className="h6 mb-1">{T.notInGroup}</h3>
                  <p className="small mb-0">{ungrouped.map((s) => s.name).join(', ')}</p>
                </li>
              ) : null}
            </ul>
          )}
          {list.length > 0 && students.length > 0 ? (
            <>
              <h3 className="h5">{T.whoHeading}</h3>
              <ul className="list-unstyled class-groups-who">
                {students.map((student) => (
                  <li key={student._id} className="class-groups-who-row">
                    <Form.Label htmlFor={`group-of-${student._id}`} className="mb-0">
                      {student.name}
                    </Form.Label>
                    <Form.Select
                      id={`group-of-${student._id}`}
                      size="sm"
                      value={groupOf.get(student._id) ?? ''}
                      disabled={change.isPending}
                      onChange={(event) => {
                        const groupId = event.target.value === '' ? null : event.target.value;
                        const group = list.find((g) => g._id === groupId)?.name ?? null;
                        run(
                          { kind: 'assign', userId: student._id, groupId },
                          T.assigned(student.name, group),
                        );
                      }}
                    >
                      <option value="">{T.noGroup}</option>
                      {list.map((group) => (
                        <option key={group._id} value={group._id}>
                          {group.name}
                        </option>
                      ))}
                    </Form.Select>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      <p role="status" className="mb-0" data-testid="groups-status">
        {status}
      </p>
    </section>
  );
}

function SplitForm({
  hasGroups,
  pending,
  onSplit,
}: {
  hasGroups: boolean;
  pending: boolean;
  onSplit: (count: number) => void;
}) {
  const [count, setCount] = useState('2');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const wanted = Number(count);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!Number.isInteger(wanted) || wanted < 2 || wanted > CLASS_GROUPS_MAX) {
      setError(T.splitCount);
      return;
    }
    setError(null);
    if (hasGroups) setAsking(true);
    else onSplit(wanted);
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="mb-3">
      <Form.Label htmlFor="groups-split-count">{T.splitLabel}</Form.Label>
      <InputGroup className="class-groups-input" hasValidation>
        <Form.Control
          id="groups-split-count"
          type="number"
          inputMode="numeric"
          min={2}
          max={CLASS_GROUPS_MAX}
          value={count}
          isInvalid={error !== null}
          aria-describedby={
            error !== null ? 'groups-split-error groups-split-help' : 'groups-split-help'
          }
          onChange={(event) => setCount(event.target.value)}
        />
        <Button type="submit" disabled={pending}>
          {T.split}
        </Button>
        {error !== null ? (
          <Form.Control.Feedback type="invalid" id="groups-split-error">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </InputGroup>
      <Form.Text id="groups-split-help">{T.splitHelp}</Form.Text>
      <ConfirmDialog
        show={asking}
        title={T.splitAgainTitle}
        body={T.splitAgainBody}
        confirm={T.splitConfirm}
        cancel={T.cancel}
        variant="primary"
        pending={pending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onSplit(wanted);
        }}
      />
    </Form>
  );
}

function NewGroupForm({
  pending,
  onAdd,
}: {
  pending: boolean;
  onAdd: (name: string, after: () => void) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') {
      setError(T.nameRequired);
      document.getElementById('groups-new-name')?.focus();
      return;
    }
    setError(null);
    onAdd(name.trim(), () => setName(''));
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="mb-3">
      <Form.Label htmlFor="groups-new-name">{T.newLabel}</Form.Label>
      <InputGroup className="class-groups-input" hasValidation>
        <Form.Control
          id="groups-new-name"
          value={name}
          maxLength={40}
          isInvalid={error !== null}
          aria-describedby={error !== null ? 'groups-new-error' : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (error !== null) setError(null);
          }}
        />
        <Button type="submit" variant="outline-primary" disabled={pending}>
          {T.add}
        </Button>
        {error !== null ? (
          <Form.Control.Feedback type="invalid" id="groups-new-error">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </InputGroup>
    </Form>
  );
}

function GroupItem({
  group,
  names,
  pending,
  onChange,
}: {
  group: ClassGroup;
  names: readonly string[];
  pending: boolean;
  onChange: (what: GroupsChange, done: string, after?: () => void) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(group.name);
  const [deleting, setDeleting] = useState(false);
  const inputId = `group-name-${group._id}`;

  function onRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = name.trim();
    if (next === '' || next === group.name) {
      setRenaming(false);
      return;
    }
    onChange({ kind: 'rename', groupId: group._id, name: next }, T.renamed(next), () =>
      setRenaming(false),
    );
  }

  return (
    <li className="class-group" data-testid="class-group">
      {renaming ? (
        <Form onSubmit={onRename} className="mb-1">
          <Form.Label htmlFor={inputId} className="visually-hidden">
            {T.renameLabel(group.name)}
          </Form.Label>
          <InputGroup size="sm" className="class-groups-input">
            <Form.Control
              id={inputId}
              value={name}
              maxLength={40}
              autoFocus
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" disabled={pending}>
              {T.save}
            </Button>
            <Button variant="outline-secondary" onClick={() => setRenaming(false)}>
              {T.cancel}
            </Button>
          </InputGroup>
        </Form>
      ) : (
        <div className="class-group-head">
          <h3 className="h6 mb-0">
            {group.name}{' '}
            <span className="fw-normal text-body-secondary">
              ({T.students(group.studentIds.length)})
            </span>
          </h3>
          <div className="class-group-actions">
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => {
                setName(group.name);
                setRenaming(true);
              }}
            >
              {T.rename}
              <span className="visually-hidden"> {group.name}</span>
            </Button>
            <Button variant="outline-danger" size="sm" onClick={() => setDeleting(true)}>
              {T.delete}
              <span className="visually-hidden"> {group.name}</span>
            </Button>
          </div>
        </div>
      )}
      {names.length > 0 ? <p className="small mb-0">{names.join(', ')}</p> : null}
      <ConfirmDialog
        show={deleting}
        title={T.deleteTitle(group.name)}
        body={T.deleteBody}
        confirm={T.delete}
        cancel={T.cancel}
        pending={pending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          onChange({ kind: 'delete', groupId: group._id }, T.deleted(group.name), () =>
            setDeleting(false),
          )
        }
      />
    </li>
  );
}
