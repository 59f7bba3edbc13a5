/** The unlock (/unlock) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/unlock`). */
export { UnlockScreen as default } from '../screens/unlock/unlock-screen';
