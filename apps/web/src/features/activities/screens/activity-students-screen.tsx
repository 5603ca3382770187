import { ACTIVITIES_TEXT } from '../activities-text';
import { PlaceholderScreen } from '../components/placeholder-screen';

export function ActivityStudentsScreen() {
  return <PlaceholderScreen heading={ACTIVITIES_TEXT.activityStudents} />;
}
