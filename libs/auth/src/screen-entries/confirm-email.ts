/** The email change confirmation (/confirm-email) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/confirm-email`). */
export { ConfirmEmailScreen as default } from '../screens/email-link/email-link-screen';
