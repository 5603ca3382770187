import { useParams } from 'react-router';
import { StudentActivities } from '../student/components/student-activities';

/** /activity-students (content §2 'Activity screens (students)'). */
export function ActivityStudentsScreen() {
  return <StudentActivities />;
}

/**
 * `/activities/{id}`: one activity at its own address (issue 43), on the same screen: what a
 * notification, a mail, an LTI placement and the back button open. A teacher sees her students'
 * view of it, as 'View as Student' shows it. One module with the list's, so the build gives the
 * two routes one page's scripts.
 */
export function ActivityScreen() {
  const { id = '' } = useParams();
  return <StudentActivities activityId={id} />;
}
