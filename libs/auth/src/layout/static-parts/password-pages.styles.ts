import { defineStaticStyles } from '@intambwe/ui/static-styles';

/** The looks of the /forgot-password and /reset-password cards on their public pages (made into their stylesheet at build time). */
export const passwordPagesStyles = defineStaticStyles('auth-password-pages', () => ({
  centred: { textAlign: 'center' },
  // What the card holds, in one element that adds no box of its own (the card's column and gap stay): it marks
  // the states that show their own way back (`data-hides-back`).
  card: { display: 'contents' },
}));
