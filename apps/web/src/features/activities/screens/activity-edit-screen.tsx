import { ActivityManager } from '../manager/activity-manager';

/** `/activity-edit`: the teacher's activity manager (non-students only; the route guards it). */
export function ActivityEditScreen() {
  return <ActivityManager />;
}
