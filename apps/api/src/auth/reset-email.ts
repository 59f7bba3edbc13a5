import { DEFAULT_LOCALE, localizePath, type Locale } from '@intambwe/i18n/locales';
import type { OutgoingMail } from '../mail/mailer.js';
import { emailText } from './email-languages.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * `{siteUrl}/reset-password?token=…`: the web screen that reads the token (SPEC §2),
 * in the language of the email (`/fr/reset-password?token=…`), so the person goes on in it.
 */
export function resetLink(siteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${siteUrl.replace(/\/+$/, '')}${localizePath('/reset-password', locale)}?token=${encodeURIComponent(token)}`;
}

/**
 * The reset email in the person's language, in plain text and simple HTML (every
 * value escaped in the HTML part; the translations themselves are text, escaped too).
 */
export function buildResetEmail(options: {
  to: string;
  firstName: string;
  brand: string;
  link: string;
  locale?: Locale;
}): OutgoingMail {
  const { to, firstName, brand, link, locale = DEFAULT_LOCALE } = options;
  const t = (id: Parameters<typeof emailText>[1], values: Record<string, string> = {}) => emailText(locale, id, values);
  // The sentence (a translator's text) and the values (a person's text) are both escaped: the values go in
  // as markers, the whole sentence is escaped, then each marker becomes its escaped value.
  const marker = (name: string) => `\u0000${name}\u0000`;
  const html = (id: Parameters<typeof emailText>[1]) =>
    escapeHtml(t(id, { firstName: marker('firstName'), brand: marker('brand') }))
      .replaceAll(marker('firstName'), escapeHtml(firstName))
      .replaceAll(marker('brand'), escapeHtml(brand));
  return {
    to,
    subject: t('email.reset.subject', { brand }),
    text: [
      t('email.reset.greeting', { firstName }),
      '',
      t('email.reset.intro', { brand }),
      t('email.reset.openLink'),
      '',
      link,
      '',
      t('email.reset.once'),
      t('email.reset.ignore'),
      '',
      t('email.reset.signature', { brand }),
      '',
    ].join('\n'),
    html:
      `<p>${html('email.reset.greeting')}</p>` +
      `<p>${html('email.reset.intro')}</p>` +
      `<p><a href="${escapeHtml(link)}">${html('email.reset.button')}</a></p>` +
      `<p>${html('email.reset.copyLink')}<br>${escapeHtml(link)}</p>` +
      `<p>${html('email.reset.once')} ${html('email.reset.ignore')}</p>` +
      `<p>${html('email.reset.signature')}</p>`,
  };
}
