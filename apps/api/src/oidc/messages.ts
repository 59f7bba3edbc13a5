import { defineMessages } from '@intambwe/i18n/core';

/**
 * The pages the OpenID Provider shows itself (the rest of sign-in happens on
 * the front door's own screens): a request that cannot go back to its platform
 * (an unregistered redirect URI, an unknown client...), the moment of signing
 * out, and the page after signing out when no platform asked to get the
 * person back. French, Kinyarwanda and Swahili are in
 * `apps/api/data/locales/oidc.<language>.po`.
 */
export const oidcMessageTree = /* @__PURE__ */ defineMessages('oidc', {
  error: {
    title: 'We could not sign you in',
    body: 'The sign-in request that brought you here is not valid, so you were not sent back to the site you came from. Go back to that site and try again, or contact its team.',
    details: 'Details for the site’s team:',
    home: 'Go to {brand}',
  },
  logout: {
    title: 'Signing you out…',
    body: 'You are being signed out of {brand} and of its platforms on this device.',
    submit: 'Sign out',
  },
  loggedOut: {
    title: 'You are signed out',
    body: 'You have been signed out of {brand} and of its platforms on this device.',
    home: 'Go to {brand}',
  },
});
