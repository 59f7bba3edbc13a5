import { DEFAULT_LOCALE, localizePath, type Locale } from '@intambwe/i18n/locales';
import type { OutgoingMail } from '../mail/mailer.js';
import { emailText } from './email-languages.js';
import escapeHtml from 'escape-html';


/**
 * `{siteUrl}/reset-password?token=…`: the web screen that reads the token (SPEC §2),
 * in the language of the email (`/fr/reset-password?token=…`), so the person goes on in it.
 */
export function resetLink(siteUrl: string, token: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${siteUrl.replace(/\/+$/, '')}${localizePath('/reset-password', locale)}?token=${encodeURIComponent(token)}`;
}

type EmailId = Parameters<typeof emailText>[1];

/** The messages of an email that carries one link: greeting, lines before it, button, lines after it. */
export interface LinkEmailText {
  subject: EmailId;
  greeting: EmailId;
  before: EmailId[];
  button: EmailId;
  copyLink: EmailId;
  after: EmailId[];
  signature: EmailId;
}

/**
 * An email with one link, in the person's language, in plain text and simple HTML (every
 * value escaped in the HTML part; the translations themselves are text, escaped too).
 */
export function buildLinkEmail(
  text: LinkEmailText,
  options: { to: string; firstName: string; brand: string; link: string; locale?: Locale; values?: Record<string, string> },
): OutgoingMail {
  const { to, firstName, brand, link, locale = DEFAULT_LOCALE } = options;
  const values: Record<string, string> = { ...options.values, firstName, brand };
  const t = (id: EmailId) => emailText(locale, id, values);
  // The sentence (a translator's text) and the values (a person's text) are both escaped: the values go in
  // as markers, the whole sentence is escaped, then each marker becomes its escaped value.
  const marker = (name: string) => `\u0000${name}\u0000`;
  const markers = Object.fromEntries(Object.keys(values).map((name) => [name, marker(name)]));
  const html = (id: EmailId) =>
    Object.entries(values).reduce(
      (sentence, [name, value]) => sentence.replaceAll(marker(name), escapeHtml(value)),
      escapeHtml(emailText(locale, id, markers)),
    );
  return {
    to,
    subject: t(text.subject),
    text: [t(text.greeting), '', ...text.before.map((id) => t(id)), '', link, '', ...text.after.map((id) => t(id)), '', t(text.signature), ''].join('\n'),
    html:
      `<p>${html(text.greeting)}</p>` +
      `<p>${text.before.map(html).join(' ')}</p>` +
      `<p><a href="${escapeHtml(link)}">${html(text.button)}</a></p>` +
      `<p>${html(text.copyLink)}<br>${escapeHtml(link)}</p>` +
      `<p>${text.after.map(html).join(' ')}</p>` +
      `<p>${html(text.signature)}</p>`,
  };
}

const RESET_EMAIL: LinkEmailText = {
  subject: 'email.reset.subject',
  greeting: 'email.reset.greeting',
  before: ['email.reset.intro', 'email.reset.openLink'],
  button: 'email.reset.button',
  copyLink: 'email.reset.copyLink',
  after: ['email.reset.once', 'email.reset.ignore'],
  signature: 'email.reset.signature',
};

/** The reset email in the person's language. */
export function buildResetEmail(options: { to: string; firstName: string; brand: string; link: string; locale?: Locale }): OutgoingMail {
  return buildLinkEmail(RESET_EMAIL, options);
}
