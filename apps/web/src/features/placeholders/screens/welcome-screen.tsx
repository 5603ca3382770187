import { PLACEHOLDER_TEXT } from '../placeholders-text';
import { PlaceholderScreen } from '../components/placeholder-screen';

export function WelcomeScreen() {
  return <PlaceholderScreen heading={PLACEHOLDER_TEXT.welcome} />;
}
