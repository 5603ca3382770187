import type { ActivityDto, UpdateActivityPayload } from '@thoughtful/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Nav, Tab } from 'react-bootstrap';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useQueryErrorAlerts } from '../../../../components/alerts/use-query-error-alerts';
import { useAuth } from '../../../accounts';
import { useCompleteActivity, useStudentActivities } from '../../api/student-activities';
import { ActivityRunner } from '../runners/activity-runner';
import type { CompleteOptions } from '../runners/runner-props';
import { activityLabel, instructionsOf, studentTabs } from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';
import { CompletedList } from './completed-list';
import './student-activities.css';
import { CircleCheckIcon } from '../../../../theme/icons';

type TabKey = 'todo' | 'completed';

/**
 * The student's activities (content §2 'Activity screens (students)', §4 'Activity lifecycle'):
 * the To Do tab runs the first pending activity, numbered 'ACTIVITY #n' among the live ones, or
 * says all are done; the Activities Completed tab lists the rest. The tabs sit at the bottom, each
 * with its count. A completion is one call; the activity then moves to Completed (after Continue
 * when it shows a result first) and focus goes to what To Do shows next.
 */
export function StudentActivities() {
  const { user } = useAuth();
  const list = useStudentActivities();
  useQueryErrorAlerts(list.error, list.errorUpdatedAt, T.retrieveFailed);
  const { alertErrors } = useAlerts();
  const { mutate, isPending } = useCompleteActivity();
  const [heldId, setHeldId] = useState<string | null>(null);
  const [tab, setTab] = useState<TabKey>('todo');
  const [announcement, setAnnouncement] = useState('');
  const currentHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  const { todo, completed, current } = studentTabs(list.data ?? [], heldId);
  const currentId = current?._id ?? null;

  // After a completion, what To Do shows next (the next activity, or all done) takes focus.
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    currentHeading.current?.focus();
  }, [currentId]);

  const finish = useCallback((activity: ActivityDto) => {
    focusNext.current = true;
    setHeldId(null);
    setAnnouncement(T.completedAnnouncement(activity.order));
  }, []);

  const complete = useCallback(
    (activity: ActivityDto, body: UpdateActivityPayload, options: CompleteOptions = {}) => {
      // The activity stays on To Do while the call is on its way, so its runner keeps its state.
      setHeldId(activity._id);
      mutate(
        { activityId: activity._id, body },
        {
          onSuccess: (next) => {
            // Deleted or taken offline meanwhile: the list moves on without it (content §8).
            if (!next.some((a) => a._id === activity._id)) console.error(T.noActivity);
            options.onSuccess?.();
            if (options.hold !== true) finish(activity);
          },
          onError: (error) => {
            setHeldId(null);
            alertErrors(error, T.modifyFailed);
          },
        },
      );
    },
    [mutate, alertErrors, finish],
  );

  if (user === null || list.data === undefined) {
    return (
      <section className="py-3">
        <h1 className="h2">{T.heading}</h1>
        {list.isError ? null : <LoadingIndicator label={T.loading} />}
      </section>
    );
  }

  const instructions = current === null ? '' : instructionsOf(current);

  return (
    <section className="pt-3">
      <h1 className="h2 mb-3">{T.heading}</h1>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <Tab.Container
        id="student-activities"
        activeKey={tab}
        onSelect={(key) => setTab(key === 'completed' ? 'completed' : 'todo')}
      >
        <Tab.Content className="student-activities-panel pb-3">
          <Tab.Pane eventKey="todo">
            {current !== null ? (
              <section aria-labelledby="student-current-activity">
                <h2
                  id="student-current-activity"
                  ref={currentHeading}
                  tabIndex={-1}
                  className="h5 text-primary-emphasis fw-bold mb-0"
                >
                  {T.activityNumber(current.order)}
                </h2>
                <p className="text-body-secondary mb-2">{activityLabel(current)}</p>
                {instructions !== '' ? (
                  <p className="lead student-instructions">{instructions}</p>
                ) : null}
                <ActivityRunner
                  key={current._id}
                  activity={current}
                  userId={user._id}
                  submitting={isPending}
                  complete={(body, options) => complete(current, body, options)}
                  release={() => finish(current)}
                />
              </section>
            ) : (
              <div className="py-4 d-flex gap-3 align-items-start">
                <CircleCheckIcon size={28} className="text-success flex-shrink-0 mt-1" />
                <div>
                  <h2 ref={currentHeading} tabIndex={-1} className="h4">
                    {T.allDone}
                  </h2>
                  <p className="mb-0 text-body-secondary">{T.moreLater}</p>
                </div>
              </div>
            )}
          </Tab.Pane>
          <Tab.Pane eventKey="completed">
            {/* Drawn when opened, so that each inTell's age is counted from then. */}
            {tab === 'completed' ? <CompletedList activities={completed} /> : null}
          </Tab.Pane>
        </Tab.Content>
        <Nav variant="pills" fill className="student-tabs" aria-label={T.tabsLabel}>
          <TabButton eventKey="todo" label={T.toDo} count={todo.length} active={tab === 'todo'} />
          <TabButton
            eventKey="completed"
            label={T.completed}
            count={completed.length}
            active={tab === 'completed'}
          />
        </Nav>
      </Tab.Container>
    </section>
  );
}

function TabButton({
  eventKey,
  label,
  count,
  active,
}: {
  eventKey: TabKey;
  label: string;
  count: number;
  active: boolean;
}) {
  return (
    <Nav.Item>
      <Nav.Link
        eventKey={eventKey}
        className="d-flex align-items-center justify-content-center gap-2"
      >
        <span>{label}</span>
        <Badge
          pill
          bg={active ? 'light' : 'secondary'}
          text={active ? 'dark' : undefined}
          aria-hidden="true"
        >
          {count}
        </Badge>
        <span className="visually-hidden">({T.countLabel(count)})</span>
      </Nav.Link>
    </Nav.Item>
  );
}
