import type { OutgoingMail } from '../mail/mailer.js';
import { authMessages } from '../messages.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** `{siteUrl}/reset-password?token=…`: the web screen that reads the token (SPEC §2). */
export function resetLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The reset email, in plain text and simple HTML (every value escaped in the HTML part). */
export function buildResetEmail(options: { to: string; firstName: string; brand: string; link: string }): OutgoingMail {
  const { to, firstName, brand, link } = options;
  return {
    to,
    subject: authMessages.resetEmail.subject(brand),
    text: authMessages.resetEmail.text({ firstName, brand, link }),
    html: authMessages.resetEmail.html({ firstName: escapeHtml(firstName), brand: escapeHtml(brand), link: escapeHtml(link) }),
  };
}
