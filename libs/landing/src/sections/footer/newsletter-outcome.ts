import { loadCatalogs, translate } from '@intambwe/i18n';
import { notify } from '@intambwe/ui';
import { SECTION_CATALOGS } from '../catalogs';
import { footerMessages } from './messages';

/** The toast after the emailed confirmation link, in the page's language (English if its words cannot be downloaded). */
export async function announceNewsletterOutcome(outcome: 'confirmed' | 'invalid', locale: string): Promise<void> {
  await loadCatalogs(locale, SECTION_CATALOGS).catch(() => undefined);
  const m = translate(footerMessages, locale);
  if (outcome === 'confirmed') notify.success(m.confirmed);
  else notify.error(m.confirmationInvalid);
}
