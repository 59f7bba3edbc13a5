import { ForgotPasswordCard } from '../screens/forgot-password/forgot-password-card';
import { cardIsland } from './card-island';

/** The `auth.forgot-password` island, the card of /forgot-password: the email form, then Check Your Email. */
export default cardIsland(ForgotPasswordCard, 'ForgotPasswordIsland');
