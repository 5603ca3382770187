import { useLingui } from '@lingui/react';
import {
  activityPath,
  STUDENT_ACTIVITIES_PATH,
  type ActivityDto,
  type UpdateActivityPayload,
} from '@thoughtful/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Nav, Tab } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
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
import { CompletedList, completedOpenButtonId } from './completed-list';
import { focusById } from '../focus';
import './student-activities.css';
import { CircleCheckIcon } from '../../../../theme/icons';
import { EmptyState } from '../../../../components/empty-state';

type TabKey = 'todo' | 'completed';

/**
 * What the list's history entry keeps when an activity is opened from it: the tab it was on and
 * the entry to focus, so that Back (the browser's or the review's) returns to the same place.
 */
interface ListReturn {
  tab: TabKey;
  focusId: string;
}

function listReturnOf(state: unknown): ListReturn | null {
  if (typeof state !== 'object' || state === null) return null;
  const { tab, focusId } = state as Partial<ListReturn>;
  return (tab === 'todo' || tab === 'completed') && typeof focusId === 'string'
    ? { tab, focusId }
    : null;
}

/** Whether this activity was opened from the list, which Back then returns to. */
function cameFromList(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'fromList' in state && state.fromList === true
  );
}

export interface StudentActivitiesProps {
  /**
   * The activity the address names (`/activities/{id}`): a completed one opens read-only with its
   * feedback, a pending one on To Do; only its class's activities show. The list is the
   * server's, of the reader's classes only, so another class's activity is not found.
   */
  activityId?: string;
}

/**
 * The student's activities (content §2 'Activity screens (students)', §4 'Activity lifecycle'):
 * the To Do tab runs the first pending activity, numbered 'ACTIVITY #n' among the live ones, or
 * says all are done (or that there are none yet); the Activities Completed tab lists the rest,
 * each to be opened again read-only. The tabs sit at the bottom, each with its count, which
 * follows the server's answer at once. A completion is one call; To Do then shows the next
 * activity (after Continue when it shows a result first) and focus goes there.
 */
export function StudentActivities({ activityId }: StudentActivitiesProps = {}) {
  // Drawn again, with every part below it, when the reader changes her language.
  useLingui();
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

  const manages = can?.(user, 'activity.manage') ?? false;
  const addressed =
    activityId === undefined ? undefined : list.data.find((a) => a._id === activityId);
  if (activityId !== undefined && addressed === undefined) {
    return (
      <section className="py-3">
        <h1 className="h2">{T.heading}</h1>
        <EmptyState
          title={T.notFound}
          className="my-3"
          action={
            <div className="d-flex flex-wrap gap-3">
              <Link to={STUDENT_ACTIVITIES_PATH}>{T.toList}</Link>
              {manages ? <Link to="/activity-edit">{T.toManager}</Link> : null}
            </div>
          }
        >
          {T.notFoundHint}
        </EmptyState>
      </section>
    );
  }

  // In two classes or more, each class's activities run on their own under its name (DESIGN.md
  // §10); in one, the screen is the spec's. An activity's own address shows its class alone.
  const groups = activitiesByClass(list.data);
  const named = groups.length > 1;
  const classes = groups.filter(
    (group) => addressed === undefined || group.classId === addressed.classId,
  );
  return (
    <section className="pt-3">
      <h1 className="h2 mb-3">{T.heading}</h1>
      {manages ? (
        <p className="alert alert-info py-2 small">
          {T.previewNote}
          {addressed !== undefined ? (
            <>
              {' '}
              <Link to="/activity-edit">{T.toManager}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {!named ? (
        <ClassActivities
          activities={list.data}
          userId={user._id}
          idPrefix="student"
          addressedId={activityId}
        />
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
              addressedId={activityId}
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
  /** The activity the address names, if any (`StudentActivitiesProps.activityId`). */
  addressedId?: string;
}

/** Where an address opens the list: a completed activity open on its tab, else To Do. */
function openedAt(addressed: ActivityDto | undefined, back: ListReturn | null) {
  if (addressed !== undefined) {
    return addressed.completed
      ? { tab: 'completed' as const, openId: addressed._id }
      : { tab: 'todo' as const, openId: null };
  }
  return { tab: back?.tab ?? ('todo' as const), openId: null };
}

/** One list of activities with its To Do and Activities Completed tabs. */
function ClassActivities({
  activities,
  userId,
  idPrefix,
  classHeadingId,
  addressedId,
}: ClassActivitiesProps) {
  const Heading = classHeadingId === undefined ? 'h2' : 'h3';
  const { alertErrors } = useAlerts();
  const { mutate, isPending } = useCompleteActivity();
  const navigate = useNavigate();
  const location = useLocation();
  const back = listReturnOf(location.state);
  const [heldId, setHeldId] = useState<string | null>(null);
  const addressedAtOpen = activities.find((a) => a._id === addressedId);
  const [tab, setTab] = useState<TabKey>(() => openedAt(addressedAtOpen, back).tab);
  // The completed activity open read-only; its address is the activity's.
  const [openId, setOpenId] = useState<string | null>(() => openedAt(addressedAtOpen, back).openId);
  // Another address on the same screen (a notification opened from the menu here): open that.
  const [shownFor, setShownFor] = useState(addressedId);
  if (shownFor !== addressedId) {
    setShownFor(addressedId);
    const opened = openedAt(addressedAtOpen, null);
    setTab(opened.tab);
    setOpenId(opened.openId);
  }
  const [announcement, setAnnouncement] = useState('');
  // The completions answered during this visit: a teacher's preview is kept nowhere else.
  const [visitDone, setVisitDone] = useState<ReadonlyMap<string, ActivityDto>>(new Map());
  const currentHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  const allActivities = withVisitCompletions(activities, visitDone);
  const { todo, completed, current } = studentTabs(allActivities, heldId);
  const currentId = current?._id ?? null;
  const addressed = allActivities.find((a) => a._id === addressedId);

  // Once the addressed activity is done, the address follows To Do to the next one: Back then
  // returns to the one just done.
  const shownCurrent = useRef(currentId);
  useEffect(() => {
    const before = shownCurrent.current;
    shownCurrent.current = currentId;
    if (addressedId === undefined || before !== addressedId || currentId === null) return;
    if (currentId !== addressedId) void navigate(activityPath(currentId));
  }, [currentId, addressedId, navigate]);

  // Back on the list from an activity opened from it: its entry takes focus again.
  const returnedTo = addressedId === undefined ? back?.focusId : undefined;
  useEffect(() => {
    if (returnedTo !== undefined) focusById(completedOpenButtonId(returnedTo));
  }, [returnedTo]);

  // A completed activity opens at its own address; the list's entry remembers where it was.
  const openCompleted = (id: string) => {
    if (addressedId === undefined) {
      void navigate(location.pathname, {
        replace: true,
        state: { tab: 'completed', focusId: id } satisfies ListReturn,
      });
    }
    void navigate(activityPath(id), { state: { fromList: addressedId === undefined } });
  };
  const closeCompleted = (id: string) => {
    if (cameFromList(location.state)) void navigate(-1);
    else {
      void navigate(STUDENT_ACTIVITIES_PATH, {
        state: { tab: 'completed', focusId: id } satisfies ListReturn,
      });
    }
  };

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
                {addressed !== undefined && !addressed.completed && addressed._id !== currentId ? (
                  <p className="alert alert-info py-2 small">{T.laterActivity(addressed.order)}</p>
                ) : null}
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
            {tab === 'completed' ? (
              <CompletedList
                activities={completed}
                openId={openId}
                onOpen={openCompleted}
                onBack={closeCompleted}
              />
            ) : null}
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
