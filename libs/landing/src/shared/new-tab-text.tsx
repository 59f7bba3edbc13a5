import { useMessageText } from '@intambwe/i18n';
import { VisuallyHidden } from '@intambwe/ui/static';
import { landingMessages } from '../messages';

/** Visually hidden '(opens in a new tab)' for links of islands that open one. */
export function NewTabText() {
  const text = useMessageText();
  return <VisuallyHidden> {text(landingMessages.common.opensInNewTab)}</VisuallyHidden>;
}
