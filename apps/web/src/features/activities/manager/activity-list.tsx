import type { ActivityDto, ActivityList as Activities } from '@thoughtful/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { EmptyState } from '../../../components/empty-state';
import { ListChecksIcon, PlusIcon } from '../../../theme/icons';
import { useDeleteActivity, useUpdateActivity } from '../api/manager-activities';
import { ActivityCard, controlId, type CardControl } from './activity-card';
import { DeleteActivityDialog } from './delete-activity-dialog';
import { activityTypeLabel, MANAGER_TEXT as T } from './manager-text';

/** Where the focus goes after a change, once the list it answered is on screen. */
export interface FocusRequest {
  activityId: string | null;
  control: CardControl;
}

/** The control to focus, or the next best when it is now disabled (Move up at the top). */
const FALLBACKS: Record<CardControl, readonly string[]> = {
  heading: [],
  live: [],
  up: ['down', 'heading'],
  down: ['up', 'heading'],
  jump: ['jump-to', 'heading'],
  delete: ['heading'],
};

function focusControl(request: FocusRequest, listHeadingId: string) {
  if (request.activityId === null) {
    document.getElementById(listHeadingId)?.focus();
    return;
  }
  for (const control of [request.control, ...FALLBACKS[request.control]]) {
    const element = document.getElementById(
      control === 'jump-to'
        ? `${controlId(request.activityId, 'jump')}-to`
        : controlId(request.activityId, control as CardControl),
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
}

/**
 * The 'View all activities' tab (content §2 'Admin activity manager'): the cards in order, each
 * change sent at once and the list the server answers shown; the focus stays on the control used
 * (or the next best) and a polite status says where the activity went.
 */
export function ActivityList({ activities, focus, onFocused, onAddNew }: ActivityListProps) {
  const { addAlert, alertErrors } = useAlerts();
  const update = useUpdateActivity();
  const remove = useDeleteActivity();
  const [deleting, setDeleting] = useState<ActivityDto | null>(null);
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
              <ActivityCard
                activity={activity}
                count={activities.length}
                followUpOrder={activity.followUpOf != null ? orderOf(activity.followUpOf) : null}
                busy={busy}
                onToggleLive={onToggleLive}
                onMove={onMove}
                onDelete={setDeleting}
              />
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
    </section>
  );
}
