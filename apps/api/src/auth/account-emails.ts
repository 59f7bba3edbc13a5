import { DEFAULT_LOCALE, localizePath, type Locale } from '@intambwe/i18n/locales';
import type { OutgoingMail } from '../mail/mailer.js';
import { buildLinkEmail, type LinkEmailText } from './reset-email.js';

/**
 * The account's emails (issue 21), each in the person's language, text and HTML, through
 * buildLinkEmail (every value escaped in the HTML part): the verification link, the email-change
 * link (to the new address) and its notice (to the old one), and notices of a password change,
 * a new passkey and a deletion.
 */
const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** `{WEB}/<path>?token=…` in the email's language. */
export function accountLink(siteUrl: string, path: '/verify-email' | '/confirm-email', token: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${base(siteUrl)}${localizePath(path, locale)}?token=${encodeURIComponent(token)}`;
}

/** `{WEB}/account` in the email's language: where the person reviews sessions, password and passkeys. */
export const accountPageLink = (siteUrl: string, locale: Locale = DEFAULT_LOCALE) => `${base(siteUrl)}${localizePath('/account', locale)}`;
const contactLink = (siteUrl: string, locale: Locale = DEFAULT_LOCALE) => `${base(siteUrl)}${localizePath('/contact', locale)}`;

const common = { copyLink: 'email.reset.copyLink', greeting: 'email.reset.greeting', signature: 'email.reset.signature' } as const;

const TEXTS = {
  verify: {
    ...common,
    subject: 'email.verify.subject',
    before: ['email.verify.intro', 'email.verify.openLink'],
    button: 'email.verify.button',
    after: ['email.link.once24h', 'email.verify.ignore'],
  },
  changeEmail: {
    ...common,
    subject: 'email.changeEmail.subject',
    before: ['email.changeEmail.intro', 'email.changeEmail.openLink'],
    button: 'email.changeEmail.button',
    after: ['email.link.once24h', 'email.changeEmail.ignore'],
  },
  changeEmailNotice: {
    ...common,
    subject: 'email.changeEmailNotice.subject',
    before: ['email.changeEmailNotice.intro', 'email.notice.advice'],
    button: 'email.notice.button',
    after: [],
  },
  passwordChanged: {
    ...common,
    subject: 'email.passwordChanged.subject',
    before: ['email.passwordChanged.intro', 'email.notice.advice'],
    button: 'email.notice.button',
    after: [],
  },
  passkeyAdded: {
    ...common,
    subject: 'email.passkeyAdded.subject',
    before: ['email.passkeyAdded.intro', 'email.notice.advice'],
    button: 'email.notice.button',
    after: [],
  },
  accountDeleted: {
    ...common,
    subject: 'email.accountDeleted.subject',
    before: ['email.accountDeleted.intro', 'email.accountDeleted.contact'],
    button: 'email.accountDeleted.button',
    after: [],
  },
} satisfies Record<string, LinkEmailText>;

export type AccountEmailKind = keyof typeof TEXTS;

export interface AccountEmailOptions {
  to: string;
  firstName: string;
  brand: string;
  siteUrl: string;
  locale: Locale;
  /** The link's token (verify, changeEmail). */
  token?: string;
  /** Values of the sentences: `passkeyName`, `days`. */
  values?: Record<string, string>;
}

/** One of the account's emails, in `locale`. */
export function buildAccountEmail(kind: AccountEmailKind, options: AccountEmailOptions): OutgoingMail {
  const { siteUrl, locale, token = '' } = options;
  const link =
    kind === 'verify'
      ? accountLink(siteUrl, '/verify-email', token, locale)
      : kind === 'changeEmail'
        ? accountLink(siteUrl, '/confirm-email', token, locale)
        : kind === 'accountDeleted'
          ? contactLink(siteUrl, locale)
          : accountPageLink(siteUrl, locale);
  return buildLinkEmail(TEXTS[kind], { to: options.to, firstName: options.firstName, brand: options.brand, link, locale, values: options.values });
}
