import { ACTIVITIES_TEXT } from '../activities-text';
import { PlaceholderScreen } from '../components/placeholder-screen';

export function ActivityEditScreen() {
  return <PlaceholderScreen heading={ACTIVITIES_TEXT.activityEdit} />;
}
