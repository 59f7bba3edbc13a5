import { splitLocalePath } from '@intambwe/i18n';
import { LanguageLinks } from '@intambwe/ui';
import { useLocation } from 'react-router';
import { useAuthMessages } from '../../messages';

/**
 * The four languages as plain links to this screen in each (each name in its
 * own language): they work before the app has started, and the choice is kept
 * for the next visit. Shown only where the host places screens in languages
 * (the web app does; a sister platform picks one language for its screens).
 */
export function LanguageChoice() {
  const m = useAuthMessages();
  const { pathname, search } = useLocation();
  return <LanguageLinks path={splitLocalePath(pathname).path} search={search} label={m.layout.language} justify="center" />;
}
LanguageChoice.displayName = 'LanguageChoice';
