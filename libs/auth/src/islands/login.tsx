import { LoginCard } from '../screens/login/login-card';
import { cardIsland } from './card-island';

/** The `auth.login` island, the card of /login: the sign-in card. */
export default cardIsland(LoginCard, 'LoginIsland');
