/** The registration (/register) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/register`). */
export { RegisterScreen as default } from '../screens/register/register-screen';
