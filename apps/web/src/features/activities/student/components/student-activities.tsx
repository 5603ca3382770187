import type { ActivityDto, UpdateActivityPayload } from '@thoughtful/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Nav, Tab } from 'react-bootstrap';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { useAlerts } from '../../../../components/alerts/use-alerts';
import { useQueryErrorAlerts } from '../../../../components/alerts/use-query-error-alerts';
import { useAuth, useCan } from '../../../accounts';
import { useCompleteActivity, useStudentActivities } from '../../api/student-activities';
import { ActivityRunner } from '../runners/activity-runner';
import type { CompleteOptions } from '../runners/runner-props';
import {
  activityLabel,
  instructionsOf,
  activitiesByClass,
  studentTabs,
  withVisitCompletions,
} from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';
import { CompletedList } from './completed-list';
import './student-activities.css';
import { CircleCheckIcon } from '../../../../theme/icons';
import { EmptyState } from '../../../../components/empty-state';

type TabKey = 'todo' | 'completed';

/**
 * The student's activities (content §2 'Activity screens (students)', §4 'Activity lifecycle'):
 * the To Do tab runs the first pending activity, numbered 'ACTIVITY #n' among the live ones, or
 * says all are done (or that there are none yet); the Activities Completed tab lists the rest,
 * each to be opened again read-only. The tabs sit at the bottom, each with its count, which
 * follows the server's answer at once. A completion is one call; To Do then shows the next
 * activity (after Continue when it shows a result first) and focus goes there.
 */
export function StudentActivities() {
  const { user } = useAuth();
  // Those who manage the activities see this screen as a preview of their students'.
  const can = useCan();
  const list = useStudentActivities();
  useQueryErrorAlerts(list.error, list.errorUpdatedAt, T.retrieveFailed);

  if (user === null || list.data === undefined) {
    return (
      <section className="py-3">
        <h1 className="h2">{T.heading}</h1>
        {list.isError ? null : <LoadingIndicator label={T.loading} />}
      </section>
    );
  }

  // In two classes or more, each class's activities run on their own under its name (DESIGN.md
  // §10); in one, the screen is the spec's.
  const classes = activitiesByClass(list.data);
  return (
    <section className="pt-3">
      <h1 className="h2 mb-3">{T.heading}</h1>
      {can?.(user, 'activity.manage') ? (
        <p className="alert alert-info py-2 small">{T.previewNote}</p>
      ) : null}
      {classes.length <= 1 ? (
        <ClassActivities activities={list.data} userId={user._id} idPrefix="student" />
      ) : (
        classes.map((group) => (
          <section
            key={group.classId}
            className="student-class"
            aria-labelledby={`student-class-${group.classId}`}
          >
            <h2 id={`student-class-${group.classId}`} className="h3 student-class-name">
              {group.className}
            </h2>
            <ClassActivities
              activities={group.activities}
              userId={user._id}
              idPrefix={`student-${group.classId}`}
              classHeadingId={`student-class-${group.classId}`}
            />
          </section>
        ))
      )}
    </section>
  );
}

interface ClassActivitiesProps {
  activities: readonly ActivityDto[];
  userId: string;
  /** Makes the ids of this list's headings and tabs unique on the page. */
  idPrefix: string;
  /**
   * The heading of the class it is under, if any: its headings go one level down, and the
   * current activity is named with the class, so that each class's is told apart.
   */
  classHeadingId?: string;
}

/** One list of activities with its To Do and Activities Completed tabs. */
function ClassActivities({ activities, userId, idPrefix, classHeadingId }: ClassActivitiesProps) {
  const Heading = classHeadingId === undefined ? 'h2' : 'h3';
  const { alertErrors } = useAlerts();
  const { mutate, isPending } = useCompleteActivity();
  const [heldId, setHeldId] = useState<string | null>(null);
  const [tab, setTab] = useState<TabKey>('todo');
  const [announcement, setAnnouncement] = useState('');
  // The completions answered during this visit: a teacher's preview is kept nowhere else.
  const [visitDone, setVisitDone] = useState<ReadonlyMap<string, ActivityDto>>(new Map());
  const currentHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  const allActivities = withVisitCompletions(activities, visitDone);
  const { todo, completed, current } = studentTabs(allActivities, heldId);
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
            const answered = next.find((a) => a._id === activity._id);
            // Deleted or taken offline meanwhile: the list moves on without it (content §8).
            if (answered === undefined) console.error(T.noActivity);
            else if (answered.completed) {
              setVisitDone((done) => new Map(done).set(answered._id, answered));
            }
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

  const instructions = current === null ? '' : instructionsOf(current);

  const currentHeadingId = `${idPrefix}-current-activity`;
  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <Tab.Container
        id={`${idPrefix}-activities`}
        activeKey={tab}
        onSelect={(key) => setTab(key === 'completed' ? 'completed' : 'todo')}
      >
        <Tab.Content className="student-activities-panel pb-3">
          <Tab.Pane eventKey="todo">
            {current !== null ? (
              <section
                aria-labelledby={
                  classHeadingId === undefined
                    ? currentHeadingId
                    : `${classHeadingId} ${currentHeadingId}`
                }
              >
                <Heading
                  id={currentHeadingId}
                  ref={currentHeading}
                  tabIndex={-1}
                  className="h5 text-primary-emphasis fw-bold mb-0"
                >
                  {T.activityNumber(current.order)}
                </Heading>
                <p className="text-body-secondary mb-2">{activityLabel(current)}</p>
                {instructions !== '' ? (
                  <p className="lead student-instructions">{instructions}</p>
                ) : null}
                <ActivityRunner
                  key={current._id}
                  activity={current}
                  userId={userId}
                  submitting={isPending}
                  complete={(body, options) => complete(current, body, options)}
                  release={() => finish(current)}
                />
              </section>
            ) : allActivities.length === 0 ? (
              // None live at all: nothing was completed, so 'all done' would be untrue.
              <EmptyState title={T.noActivities} className="my-3">
                {T.noActivitiesHint}
              </EmptyState>
            ) : (
              <div className="py-4 d-flex gap-3 align-items-start">
                <CircleCheckIcon size={28} className="text-success flex-shrink-0 mt-1" />
                <div>
                  <Heading ref={currentHeading} tabIndex={-1} className="h4">
                    {T.allDone}
                  </Heading>
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
    </>
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
