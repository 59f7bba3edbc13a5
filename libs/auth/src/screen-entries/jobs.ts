/** The job-portal hand-over (/jobs) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/jobs`). */
export { JobPortalRedirectScreen as default } from '../screens/platform-redirect/platform-redirect-screen';
