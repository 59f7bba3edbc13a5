import type { IslandRegistry } from '@intambwe/ui/static';

/**
 * The landing page's islands: its parts that run in the browser, each loaded
 * and hydrated on its own (the rest of the page is HTML and CSS). The web app
 * merges this registry with the other libraries' and hydrates each island the
 * prerender marked in the page.
 *
 * Convention (the prerender relies on it to preload an island's code): the
 * island `landing.<name>` is the default export of `islands/<name>.ts`.
 */
export const landingIslands = {
  'landing.account-actions': () => import('./islands/account-actions').then((module) => module.default),
  'landing.demo-tour': () => import('./islands/demo-tour').then((module) => module.default),
  'landing.field-picker': () => import('./islands/field-picker').then((module) => module.default),
  'landing.trending-jobs': () => import('./islands/trending-jobs').then((module) => module.default),
  'landing.trending-courses': () => import('./islands/trending-courses').then((module) => module.default),
  'landing.testimonials': () => import('./islands/testimonials').then((module) => module.default),
  'landing.newsletter': () => import('./islands/newsletter').then((module) => module.default),
  'landing.newsletter-outcome': () => import('./islands/newsletter-outcome').then((module) => module.default),
  'landing.contact-form': () => import('./islands/contact-form').then((module) => module.default),
} satisfies IslandRegistry;

export type LandingIslandName = keyof typeof landingIslands;
