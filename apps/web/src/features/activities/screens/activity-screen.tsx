import { useParams } from 'react-router';
import { StudentActivities } from '../student/components/student-activities';

/**
 * `/activities/{id}`: one activity at its own address (issue 43), on the student activities
 * screen: what a notification, a mail, an LTI placement and the back button open. A teacher sees
 * her students' view of it, as 'View as Student' shows it.
 */
export function ActivityScreen() {
  const { id = '' } = useParams();
  return <StudentActivities activityId={id} />;
}
