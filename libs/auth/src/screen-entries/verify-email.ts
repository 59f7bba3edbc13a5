/** The email verification (/verify-email) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/verify-email`). */
export { VerifyEmailScreen as default } from '../screens/email-link/email-link-screen';
