/** The forgotten-password (/forgot-password) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/forgot-password`). */
export { ForgotPasswordScreen as default } from '../screens/forgot-password/forgot-password-screen';
