/** The e-learning hand-over (/elearning) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/elearning`). */
export { ElearningRedirectScreen as default } from '../screens/platform-redirect/platform-redirect-screen';
