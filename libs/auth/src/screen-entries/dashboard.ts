/** The dashboard (/dashboard) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/dashboard`). */
export { DashboardScreen as default } from '../screens/dashboard/dashboard-screen';
