import { DEFAULT_LOCALE, localizePath, negotiateLocale, rememberedLocale, isLocale, type Locale } from '@intambwe/i18n/locales';
import { createHash } from 'node:crypto';
import { serverCatalogs } from '../i18n/server-catalogs.js';
import { oidcMessageTree } from './messages.js';
import escapeHtml from 'escape-html';

/**
 * The OpenID Provider's own HTML pages (error, signing out, signed out), small
 * and self-contained: inline styles (light and dark), a Content-Security-Policy
 * of their own whose only script is the one named by its hash.
 */
export const oidcCatalogs = serverCatalogs(oidcMessageTree, 'oidc');

/** The language of a provider page: the platform's `ui_locales`, else the person's choice (the `language` cookie), else Accept-Language. */
export function pageLocale(request: { uiLocales?: unknown; cookie?: string; acceptLanguage?: string }): Locale {
  if (typeof request.uiLocales === 'string') {
    for (const tag of request.uiLocales.split(/\s+/)) {
      const language = tag.toLowerCase().split('-')[0];
      if (isLocale(language)) return language;
    }
  }
  return rememberedLocale(request.cookie) ?? negotiateLocale(request.acceptLanguage) ?? DEFAULT_LOCALE;
}

const STYLE = `:root{color-scheme:light dark;--bg:#f7faf8;--card:#fff;--fg:#1a202c;--muted:#4a5568;--brand:#1f7a4d;--on-brand:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#11181c;--card:#1a2329;--fg:#edf2f7;--muted:#cbd5e0;--brand:#6fd3a0;--on-brand:#11181c}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px}
main{max-width:28rem;width:100%;background:var(--card);border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 12px}p{margin:0 0 16px;color:var(--muted)}
a,button{display:block;width:100%;text-align:center;font:inherit;font-weight:600;padding:12px 16px;border-radius:8px;border:0;background:var(--brand);color:var(--on-brand);text-decoration:none;cursor:pointer}
a:focus-visible,button:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
pre{white-space:pre-wrap;word-break:break-word;font-size:.875rem;background:var(--bg);padding:8px;border-radius:6px;margin:0 0 16px}`;

export interface ProviderPage {
  html: string;
  contentSecurityPolicy: string;
}

function page(locale: Locale, title: string, body: string, script?: string): ProviderPage {
  const scriptSource = script ? `'sha256-${createHash('sha256').update(script).digest('base64')}'` : "'none'";
  return {
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`,
    contentSecurityPolicy: `default-src 'none'; style-src 'unsafe-inline'; script-src ${scriptSource}; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'`,
  };
}

/** A request that cannot be answered at the platform's redirect URI: what happened, and the technical words for the platform's team. */
export function errorPage(locale: Locale, brand: string, out: Record<string, unknown>): ProviderPage {
  const m = oidcCatalogs.messages(locale);
  const details = ['error', 'error_description']
    .map((key) => out[key])
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .join(': ');
  return page(
    locale,
    m.error.title,
    `<h1>${escapeHtml(m.error.title)}</h1><p>${escapeHtml(m.error.body)}</p>${
      details ? `<p>${escapeHtml(m.error.details)}</p><pre>${escapeHtml(details)}</pre>` : ''
    }<a href="${escapeHtml(localizePath('/', locale))}">${escapeHtml(m.error.home({ brand }))}</a>`,
  );
}

/**
 * RP-initiated logout: the provider's form (`form`, with its one-time xsrf
 * value) is sent at once, signing out of the front door and of every platform
 * on this device; without scripts the person presses Sign out.
 */
export function logoutPage(locale: Locale, brand: string, form: string): ProviderPage {
  const m = oidcCatalogs.messages(locale);
  const script = "document.getElementById('op.logoutForm').submit();";
  return page(
    locale,
    m.logout.title,
    `<h1>${escapeHtml(m.logout.title)}</h1><p>${escapeHtml(m.logout.body({ brand }))}</p>${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes"><button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(m.logout.submit)}</button>`,
    script,
  );
}

/** After signing out when no platform asked to have the person back. */
export function loggedOutPage(locale: Locale, brand: string): ProviderPage {
  const m = oidcCatalogs.messages(locale);
  return page(
    locale,
    m.loggedOut.title,
    `<h1>${escapeHtml(m.loggedOut.title)}</h1><p>${escapeHtml(m.loggedOut.body({ brand }))}</p><a href="${escapeHtml(localizePath('/', locale))}">${escapeHtml(m.loggedOut.home({ brand }))}</a>`,
  );
}
