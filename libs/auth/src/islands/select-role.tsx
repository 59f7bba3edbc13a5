import { SelectRoleCard } from '../screens/select-role/select-role-card';
import { cardIsland } from './card-island';

/** The `auth.select-role` island, the card of /select-role: the Google account and the four roles. */
export default cardIsland(SelectRoleCard, 'SelectRoleIsland');
