import type { ActivityDto, ActivityList as Activities } from '@thoughtful/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { EmptyState } from '../../../components/empty-state';
import { ListChecksIcon, PlusIcon } from '../../../theme/icons';
import {
  useCopySequence,
  useDeleteActivity,
  useDuplicateActivity,
  useSetActivitiesLive,
  useUpdateActivity,
} from '../api/manager-activities';
import { ActivityCard, controlId, type CardControl } from './activity-card';
import { isFormChoice } from './activity-form-model';
import { CopySequenceDialog } from './copy-sequence-dialog';
import { DeleteActivityDialog } from './delete-activity-dialog';
import { DuplicateActivityDialog } from './duplicate-activity-dialog';
import { EditActivityCard } from './edit-activity-card';
import { activityTypeLabel, MANAGER_TEXT as T } from './manager-text';
import { REUSE_TEXT as R } from './reuse-text';

/** The list's own controls above the cards, by their fixed ids (one list is on screen). */
const LIST_CONTROL_IDS = {
  'make-live': 'activities-make-live',
  'copy-sequence': 'activities-copy-sequence',
} as const;
type ListControl = keyof typeof LIST_CONTROL_IDS;

/**
 * Where the focus goes after a change, once the list it answered is on screen: a card's control,
 * or one of the list's (a sequence just copied and its copies selected: 'Make live' for them).
 */
export interface FocusRequest {
  activityId: string | null;
  control: CardControl | ListControl;
}

/** The control to focus, or the next best when it is now disabled (Move up at the top). */
const FALLBACKS: Record<CardControl, readonly string[]> = {
  heading: [],
  select: [],
  live: [],
  up: ['down', 'heading'],
  down: ['up', 'heading'],
  jump: ['jump-to', 'heading'],
  edit: ['heading'],
  duplicate: ['heading'],
  delete: ['heading'],
};

function isListControl(control: FocusRequest['control']): control is ListControl {
  return control in LIST_CONTROL_IDS;
}

function focusControl(request: FocusRequest, listHeadingId: string) {
  const { control } = request;
  if (isListControl(control)) {
    const element = document.getElementById(LIST_CONTROL_IDS[control]) as HTMLButtonElement | null;
    (element && !element.disabled ? element : document.getElementById(listHeadingId))?.focus();
    return;
  }
  if (request.activityId === null) {
    document.getElementById(listHeadingId)?.focus();
    return;
  }
  for (const next of [control, ...FALLBACKS[control]]) {
    const element = document.getElementById(
      next === 'jump-to'
        ? `${controlId(request.activityId, 'jump')}-to`
        : controlId(request.activityId, next as CardControl),
    );
    if (element && !(element as HTMLButtonElement).disabled) {
      element.focus();
      return;
    }
  }
  document.getElementById(listHeadingId)?.focus();
}

export interface ActivityListProps {
  activities: Activities;
  /** Focus asked for by the screen (a new activity's card), once it is listed. */
  focus: FocusRequest | null;
  onFocused: () => void;
  /** Opens the 'Add new activity' tab: the empty list's next step. */
  onAddNew?: () => void;
  /** The classes the teacher manages (not archived): where copies may go. */
  classes?: readonly { _id: string; name: string }[];
  /** The class shown; null with one class (the list is then that class's). */
  classId?: string | null;
  /** The activities selected for 'Make live' and 'Take off'. */
  selected?: ReadonlySet<string>;
  onSelect?: (ids: ReadonlySet<string>) => void;
  /** The sequence was copied to that class: these are the copies, in order. */
  onCopied?: (toClassId: string, copies: Activities) => void;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The 'View all activities' tab (content §2 'Admin activity manager'): the cards in order, each
 * change sent at once and the list the server answers shown; the focus stays on the control used
 * (or the next best) and a polite status says where the activity went.
 */
export function ActivityList({
  activities,
  focus,
  onFocused,
  onAddNew,
  classes = [],
  classId = null,
  selected = NONE,
  onSelect,
  onCopied,
}: ActivityListProps) {
  const { addAlert, alertErrors } = useAlerts();
  const update = useUpdateActivity();
  const remove = useDeleteActivity();
  const setLive = useSetActivitiesLive();
  const duplicate = useDuplicateActivity();
  const copy = useCopySequence();
  const [deleting, setDeleting] = useState<ActivityDto | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [duplicating, setDuplicating] = useState<ActivityDto | null>(null);
  const [copying, setCopying] = useState(false);
  const selectAllId = useId();
  const [pendingFocus, setPendingFocus] = useState<FocusRequest | null>(null);
  const [status, setStatus] = useState('');
  // Where the focus goes once the delete dialog has faded out (it holds the focus till then).
  const afterDialog = useRef<FocusRequest | null>(null);
  const headingId = useId();
  // A move or a deletion renumbers the list: further moves wait for the list it answers.
  // Switches do not (each names its own activity).
  const busy = remove.isPending || (update.isPending && update.variables.body.order != null);

  // Each request is a new object, handled once: the list's own (after a change) and the
  // screen's (a new activity's card, once the list that has it is on screen).
  const handled = useRef<FocusRequest | null>(null);
  useEffect(() => {
    const requests: [FocusRequest | null, boolean][] = [
      [pendingFocus, true],
      [focus, false],
    ];
    for (const [request, own] of requests) {
      if (request === null || request === handled.current) continue;
      const listed =
        request.activityId === null || activities.some((a) => a._id === request.activityId);
      if (!listed && !own) continue;
      focusControl(listed ? request : { activityId: null, control: 'heading' }, headingId);
      handled.current = request;
      if (!own) onFocused();
      return;
    }
  }, [pendingFocus, focus, activities, headingId, onFocused]);

  const orderOf = (id: string) => activities.find((a) => a._id === id)?.order ?? null;

  /** Resolves once the change is settled (a failure is alerted, never thrown). */
  const onToggleLive = async (activity: ActivityDto) => {
    const enabled = !activity.enabled;
    try {
      const list = await update.mutateAsync({ id: activity._id, body: { enabled } });
      const order = list.find((a) => a._id === activity._id)?.order ?? activity.order;
      setStatus(enabled ? T.wentLive(order) : T.wentDraft(order));
    } catch (error) {
      alertErrors(error, T.modifyFailed);
    }
  };

  const onMove = (activity: ActivityDto, order: number, control: CardControl) => {
    update.mutate(
      { id: activity._id, body: { order } },
      {
        onSuccess: (list) => {
          const now = list.find((a) => a._id === activity._id)?.order ?? order;
          setStatus(T.moved(now));
          setPendingFocus({ activityId: activity._id, control });
        },
        onError: (error) => alertErrors(error, T.modifyFailed),
      },
    );
  };

  const onConfirmDelete = () => {
    if (deleting === null) return;
    const id = deleting._id;
    remove.mutate(id, {
      onSuccess: () => {
        addAlert(T.deleted, 'success');
        afterDialog.current = { activityId: null, control: 'heading' };
        setDeleting(null);
      },
      onError: (error) => {
        alertErrors(error, T.deleteFailed);
        afterDialog.current = { activityId: id, control: 'delete' };
        setDeleting(null);
      },
    });
  };

  // Those selected that are listed: a deleted one drops out of the selection by itself.
  const chosen = activities.filter((a) => selected.has(a._id));
  const allChosen = activities.length > 0 && chosen.length === activities.length;
  const select = (ids: Iterable<string>) => onSelect?.(new Set(ids));
  const onSelectOne = (activity: ActivityDto, on: boolean) =>
    select(
      on
        ? [...chosen.map((a) => a._id), activity._id]
        : chosen.filter((a) => a._id !== activity._id).map((a) => a._id),
    );

  const onSetLive = (enabled: boolean) => {
    const first = chosen[0];
    if (first === undefined || setLive.isPending) return;
    const count = chosen.length;
    setLive.mutate(
      { classId: first.classId, activityIds: chosen.map((a) => a._id), enabled },
      {
        onSuccess: () => setStatus(enabled ? R.wentLive(count) : R.wentOff(count)),
        onError: (error) => alertErrors(error, T.modifyFailed),
      },
    );
  };

  const onEditDone = (activity: ActivityDto) => {
    setEditing(null);
    setPendingFocus({ activityId: activity._id, control: 'edit' });
  };

  const onConfirmDuplicate = (toClassId: string) => {
    const source = duplicating;
    if (source === null) return;
    duplicate.mutate(
      { id: source._id, classId: toClassId },
      {
        onSuccess: (copied) => {
          const here = copied.classId === source.classId;
          addAlert(
            here
              ? R.duplicatedHere(copied.order)
              : R.duplicatedThere(copied.order, copied.className),
            'success',
          );
          // A copy here is listed: the focus goes to it; a copy elsewhere is not.
          afterDialog.current = here
            ? { activityId: copied._id, control: 'heading' }
            : { activityId: source._id, control: 'duplicate' };
          setDuplicating(null);
        },
        onError: (error) => {
          alertErrors(error, T.addFailed);
          afterDialog.current = { activityId: source._id, control: 'duplicate' };
          setDuplicating(null);
        },
      },
    );
  };

  const onCancelDuplicate = () => {
    const id = duplicating?._id ?? null;
    afterDialog.current = id === null ? null : { activityId: id, control: 'duplicate' };
    setDuplicating(null);
  };

  // The whole sequence goes to another class; follow-ups stay (the server leaves them too).
  const otherClasses = classes.filter((c) => c._id !== classId);
  const copyCount = activities.filter((a) => a.followUpOf == null).length;

  const onConfirmCopy = (toClassId: string) => {
    if (classId === null) return;
    const name = classes.find((c) => c._id === toClassId)?.name ?? '';
    copy.mutate(
      { fromClassId: classId, toClassId },
      {
        onSuccess: (copies) => {
          addAlert(R.copied(copies.length, name), 'success');
          afterDialog.current = null;
          setCopying(false);
          onCopied?.(toClassId, copies);
        },
        onError: (error) => {
          alertErrors(error, T.addFailed);
          afterDialog.current = { activityId: null, control: 'copy-sequence' };
          setCopying(false);
        },
      },
    );
  };

  const onCancelCopy = () => {
    afterDialog.current = { activityId: null, control: 'copy-sequence' };
    setCopying(false);
  };

  const onCancelDelete = () => {
    const id = deleting?._id ?? null;
    afterDialog.current = id === null ? null : { activityId: id, control: 'delete' };
    setDeleting(null);
  };

  const onDialogExited = () => {
    setPendingFocus(afterDialog.current);
    afterDialog.current = null;
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mt-3" tabIndex={-1}>
        {T.listCaption(activities.length)}
      </h2>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {activities.length > 0 ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <div
            role="group"
            aria-label={R.bulkLabel}
            className="d-flex flex-wrap align-items-center gap-2 border rounded px-2 py-1"
          >
            <Form.Check
              id={selectAllId}
              className="mb-0"
              label={R.selectAll}
              checked={allChosen}
              ref={(input: HTMLInputElement | null) => {
                if (input) input.indeterminate = chosen.length > 0 && !allChosen;
              }}
              onChange={() => select(allChosen ? [] : activities.map((a) => a._id))}
            />
            <span className="small text-body-secondary" aria-live="polite">
              {R.selectedCount(chosen.length)}
            </span>
            <Button
              id={LIST_CONTROL_IDS['make-live']}
              size="sm"
              variant="success"
              disabled={chosen.length === 0}
              onClick={() => onSetLive(true)}
            >
              {R.makeLive}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={chosen.length === 0}
              onClick={() => onSetLive(false)}
            >
              {R.takeOff}
            </Button>
          </div>
          {classId !== null && otherClasses.length > 0 ? (
            <Button
              id={LIST_CONTROL_IDS['copy-sequence']}
              size="sm"
              variant="outline-primary"
              className="ms-md-auto"
              disabled={copyCount === 0}
              onClick={() => setCopying(true)}
            >
              {R.copySequence}
            </Button>
          ) : null}
        </div>
      ) : null}
      {activities.length === 0 ? (
        <EmptyState
          title={T.emptyTitle}
          icon={<ListChecksIcon size={18} />}
          action={
            onAddNew ? (
              <Button
                variant="primary"
                size="sm"
                className="d-inline-flex align-items-center gap-1"
                onClick={onAddNew}
              >
                <PlusIcon size={16} />
                {T.addTab}
              </Button>
            ) : undefined
          }
        >
          {T.empty}
        </EmptyState>
      ) : (
        <ol className="list-unstyled d-grid gap-3 mb-4">
          {activities.map((activity) => (
            <li key={activity._id}>
              {editing === activity._id && isFormChoice(activity.selection) ? (
                <EditActivityCard
                  activity={{ ...activity, selection: activity.selection }}
                  onDone={() => onEditDone(activity)}
                />
              ) : (
                <ActivityCard
                  activity={activity}
                  count={activities.length}
                  followUpOrder={activity.followUpOf != null ? orderOf(activity.followUpOf) : null}
                  busy={busy}
                  onToggleLive={onToggleLive}
                  onMove={onMove}
                  onDelete={setDeleting}
                  selected={selected.has(activity._id)}
                  onSelect={onSelectOne}
                  onEdit={
                    isFormChoice(activity.selection)
                      ? (a: ActivityDto) => setEditing(a._id)
                      : undefined
                  }
                  onDuplicate={activity.followUpOf == null ? setDuplicating : undefined}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      <DeleteActivityDialog
        activity={
          deleting === null
            ? null
            : { order: deleting.order, type: activityTypeLabel(deleting.selection) }
        }
        pending={remove.isPending}
        onCancel={onCancelDelete}
        onConfirm={onConfirmDelete}
        onExited={onDialogExited}
      />
      <DuplicateActivityDialog
        activity={duplicating}
        classes={classes}
        pending={duplicate.isPending}
        onCancel={onCancelDuplicate}
        onConfirm={onConfirmDuplicate}
        onExited={onDialogExited}
      />
      <CopySequenceDialog
        show={copying}
        classes={otherClasses}
        count={copyCount}
        pending={copy.isPending}
        onCancel={onCancelCopy}
        onConfirm={onConfirmCopy}
        onExited={onDialogExited}
      />
    </section>
  );
}
