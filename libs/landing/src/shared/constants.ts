/** SPEC §9 constants that belong to the page itself. */
export const NAV_OPAQUE_AFTER_PX = 50;
export const SCROLL_TO_TOP_AFTER_PX = 300;
export const TESTIMONIAL_ROTATION_MS = 5000;
/** Height of the fixed navigation bar (Chakra spacing token 16 = 4rem). */
export const NAV_HEIGHT = '16';
/** Id of the footer element (the lower half of the page loads when it nears the viewport). */
export const FOOTER_ID = 'site-footer';
