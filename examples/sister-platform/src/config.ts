import { defaultBrand, type PublicConfig } from '@intambwe/contract';
import { isLocale, type Locale } from '@intambwe/i18n';

/**
 * This platform's settings. People sign in on the front door (its OpenID
 * Provider; this platform is its client `elearning`), and its API is on
 * another origin (its CORS_ORIGINS must list this one).
 */
const env = import.meta.env;
const here = window.location.origin;

/** The front door: the OpenID issuer (its PUBLIC_URL), its API, and its pages (emailed password-reset links open there). */
export const frontDoorUrl: string = env.VITE_FRONT_DOOR_URL ?? 'http://127.0.0.1:3000';

export const config: PublicConfig = {
  apiBaseUrl: `${frontDoorUrl}/api`, // absolute: the auth server (CONTRACT.md)
  siteUrl: here,
  elearningUrl: here, // this platform
  jobPortalUrl: env.VITE_JOB_PORTAL_URL ?? 'https://jobs.intambwe.example',
  googleClientId: '', // Google sign-in happens on the front door's screens
  googleScriptUrl: 'https://accounts.google.com/gsi/client',
  brand: defaultBrand, // required: the screens show the brand's name and contacts
  enableTestPages: false, // the front door's developer pages are none of this platform's
  // Sign-in through the front door (code flow, PKCE): redirect URI <here>/auth/callback, access tokens for <here> (this platform's API).
  openId: { issuer: frontDoorUrl, clientId: 'elearning' },
};

/** The language of the auth screens (English, French, Kinyarwanda or Swahili): this platform's own choice. */
export const language: Locale = isLocale(env.VITE_LANGUAGE) ? env.VITE_LANGUAGE : 'en';
