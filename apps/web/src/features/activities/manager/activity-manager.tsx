import { useLingui } from '@lingui/react';
import type { ActivityDto, ActivityList as Activities } from '@thoughtful/shared';
import { useCallback, useState } from 'react';
import { Badge, Tab, Tabs } from 'react-bootstrap';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { useManagerActivities } from '../api/manager-activities';
import { ActivityList, type FocusRequest } from './activity-list';
import { AddActivityForm } from './add-activity-form';
import { ClassProgress } from './class-progress';
import { ClassPicker, ManagerClassContext, useManagerClasses } from './manager-class';
import { MANAGER_TEXT as T } from './manager-text';

export type ManagerTab = 'list' | 'add' | 'progress';

interface Selection {
  classId: string | null;
  ids: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/** How often the class's progress is read again while its tab is open (a lesson running). */
export const PROGRESS_REFRESH_MS = 5_000;

/**
 * The teacher's activity manager, `/activity-edit` (content §2 'Admin activity manager'; issue
 * 12): the tabs 'View all activities' (with the count) and 'Add new activity', and beyond the
 * spec the class's progress, and reusing activities (DESIGN.md §14).
 */
export function ActivityManager() {
  // The manager's words are read as it renders (manager-text.ts): drawn again in her language
  // when she changes it, the whole manager with it (none of its parts is memoised).
  useLingui();
  const [tab, setTab] = useState<ManagerTab>('list');
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const managerClasses = useManagerClasses();
  const { classId } = managerClasses;
  const activities = useManagerActivities({
    classId,
    enabled: managerClasses.settled,
    refetchIntervalMs: tab === 'progress' ? PROGRESS_REFRESH_MS : undefined,
  });
  useQueryErrorAlerts(activities.error, activities.errorUpdatedAt, T.retrieveFailed);
  const list = activities.data;
  const onFocused = useCallback(() => setFocus(null), []);
  // The activities selected for 'Make live' and 'Take off', of the class they were selected in.
  const [selection, setSelection] = useState<Selection>({ classId, ids: new Set() });

  // A copied sequence is shown in its new class, selected, with the focus on 'Make live': putting
  // it live is then one step.
  const onCopied = (toClassId: string, copies: Activities) => {
    setSelection({ classId: toClassId, ids: new Set(copies.map((a) => a._id)) });
    managerClasses.choose(toClassId);
    const first = copies[0];
    if (first !== undefined) setFocus({ activityId: first._id, control: 'make-live' });
  };

  const onAdded = (activity: ActivityDto) => {
    setTab('list');
    setFocus({ activityId: activity._id, control: 'heading' });
  };

  return (
    <ManagerClassContext value={classId}>
      <section className="py-3 activity-manager">
        <h1>{T.heading}</h1>
        <ClassPicker {...managerClasses} />
        <Tabs
          id="activity-manager"
          activeKey={tab}
          onSelect={(key) => setTab((key as ManagerTab | null) ?? 'list')}
          className="mt-3"
          aria-label={T.tabsLabel}
        >
          <Tab
            eventKey="list"
            title={
              <>
                {T.viewAllTab}{' '}
                <Badge bg="primary" pill data-testid="activity-count">
                  {list?.length ?? 0}
                </Badge>
              </>
            }
          >
            {list === undefined ? (
              activities.error ? null : (
                <LoadingIndicator label={T.loading} />
              )
            ) : (
              <ActivityList
                activities={list}
                focus={focus}
                onFocused={onFocused}
                onAddNew={() => setTab('add')}
                classes={managerClasses.classes}
                classId={classId}
                selected={selection.classId === classId ? selection.ids : NONE}
                onSelect={(ids) => setSelection({ classId, ids })}
                onCopied={onCopied}
              />
            )}
          </Tab>
          <Tab eventKey="add" title={T.addTab} mountOnEnter>
            <AddActivityForm onAdded={onAdded} />
          </Tab>
          <Tab eventKey="progress" title={T.progressTab} mountOnEnter unmountOnExit>
            {list === undefined ? null : <ClassProgress activities={list} />}
          </Tab>
        </Tabs>
      </section>
    </ManagerClassContext>
  );
}
