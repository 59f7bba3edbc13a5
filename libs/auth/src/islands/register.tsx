import { RegisterCard } from '../screens/register/register-card';
import { cardIsland } from './card-island';

/** The `auth.register` island, the card of /register: names, email, role, password, terms, Create Account and Continue with Google. */
export default cardIsland(RegisterCard, 'RegisterIsland');
