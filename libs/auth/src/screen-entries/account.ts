/** The account area (/account) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/account`). */
export { AccountScreen as default } from '../screens/account/account-screen';
