import { PLACEHOLDER_TEXT } from '../placeholders-text';
import { PlaceholderScreen } from '../components/placeholder-screen';

export function LinkScreen() {
  return <PlaceholderScreen heading={PLACEHOLDER_TEXT.link} />;
}
