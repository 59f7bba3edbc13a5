import { landingMessages } from './messages';
import { visitorMessages } from './sections/visitor-cta/messages';

/**
 * Every message of the first screen's catalog (`locales/<language>.po`): for
 * the catalogs and their checks (tools/i18n). The page imports each group
 * where it is used; this module is not part of any page.
 */
/** Every message of the first screen's catalog (the catalogs translate these; tools/i18n checks them). */
export const landingFirstScreenMessageTree = {
  ...landingMessages,
  visitor: visitorMessages,
};
