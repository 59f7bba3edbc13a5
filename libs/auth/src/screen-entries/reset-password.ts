/** The new-password (/reset-password) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/reset-password`). */
export { ResetPasswordScreen as default } from '../screens/reset-password/reset-password-screen';
