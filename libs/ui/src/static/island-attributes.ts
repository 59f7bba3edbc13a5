/**
 * How the prerender marks islands in a page, apart from the React parts, so
 * the page's first script can find them without loading React.
 */

/**
 * When an island's code is fetched and hydrated: `load` as the page starts, `idle` once the browser is idle,
 * `visible` as it comes within a screen of the viewport, `session` only where this browser holds a session
 * (at load if it does, else once one appears: signed in here or in another tab). A `session` island's
 * prerendered HTML is the visitor's, complete without code, so a visitor's page never loads it. `query`
 * at load only when the page's address carries the query parameter the island names
 * (`data-hydrate-query`): an island that shows nothing on any other visit (an outcome a link brings back).
 * `open`: as the dialog (or popover) it sits in opens, its code fetched as a person reaches for what opens
 * it (a touch, a hover, keyboard focus): a part most visits never open costs them neither its bytes nor any
 * start-up work (its HTML works meanwhile; a press on it asks for it at once).
 */
export const HYDRATE_WHEN = ['load', 'idle', 'visible', 'session', 'query', 'open'] as const;
export type HydrateWhen = (typeof HYDRATE_WHEN)[number];

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
export const ISLAND_HYDRATE_ATTRIBUTE = 'data-hydrate';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
/** With `data-hydrate="query"`: the query parameter whose presence in the page's address calls for the island. */
export const ISLAND_QUERY_ATTRIBUTE = 'data-hydrate-query';
/** Set on an island's element once React has hydrated it (the early-press holder waits for it). */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
/** Set on an island whose code could not be loaded (it shows its HTML and a note). */
export const ISLAND_FAILED_ATTRIBUTE = 'data-island-failed';
/** The prerender's slot marker (replaced by the island's own HTML). */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';
/**
 * Set on a part of the page that the browser renders only as it comes near the screen (`content-visibility: auto`,
 * the ui Section). Until then nothing inside it has a box, and Chromium does not always tell an
 * IntersectionObserver watching such an element when it gets one (a jump straight to it, a fast scroll): an
 * island in it is watched through the band, which always has a box.
 */
export const DEFERRED_BAND_ATTRIBUTE = 'data-deferred-band';
