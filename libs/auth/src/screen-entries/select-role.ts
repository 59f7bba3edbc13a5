/** The role choice (/select-role) screen alone, for a host that loads each screen when its route is visited (`@intambwe/auth/screens/select-role`). */
export { SelectRoleScreen as default } from '../screens/select-role/select-role-screen';
