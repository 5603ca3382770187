import { PLACEHOLDER_TEXT } from '../placeholders-text';
import { PlaceholderScreen } from '../components/placeholder-screen';

export function CreateWebLinkScreen() {
  return <PlaceholderScreen heading={PLACEHOLDER_TEXT.createWebLink} />;
}
