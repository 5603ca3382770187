import { StudentActivities } from '../student/components/student-activities';

/** /activity-students (content §2 'Activity screens (students)'). */
export function ActivityStudentsScreen() {
  return <StudentActivities />;
}
