/** The sign-in (/login) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/login`). */
export { LoginScreen as default } from '../screens/login/login-screen';
