import type { IslandRegistry } from '@intambwe/ui/static';

/**
 * The landing page's islands: its parts that run in the browser, each loaded
 * and hydrated on its own (the rest of the page is HTML and CSS). The web app
 * merges this registry with the other libraries' and hydrates each island the
 * prerender marked in the page.
 *
 * Convention (the prerender relies on it to preload an island's code): the
 * island `landing.<name>` is the default export of `islands/<name>.ts`.
 *
 * Each loader awaits its module rather than `.then(...)`: a `then` callback takes
 * its type from `satisfies IslandRegistry` (a component of any props), and the
 * published type of every island's props became `any`.
 */
export const landingIslands = {
  'landing.account-actions': async () => (await import('./islands/account-actions')).default,
  'landing.demo-tour': async () => (await import('./islands/demo-tour')).default,
  'landing.field-picker': async () => (await import('./islands/field-picker')).default,
  'landing.trending-jobs': async () => (await import('./islands/trending-jobs')).default,
  'landing.trending-courses': async () => (await import('./islands/trending-courses')).default,
  'landing.testimonials': async () => (await import('./islands/testimonials')).default,
  'landing.newsletter': async () => (await import('./islands/newsletter')).default,
  'landing.newsletter-outcome': async () => (await import('./islands/newsletter-outcome')).default,
  'landing.contact-form': async () => (await import('./islands/contact-form')).default,
} satisfies IslandRegistry;

export type LandingIslandName = keyof typeof landingIslands;
