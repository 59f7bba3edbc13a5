import { ResetPasswordCard } from '../screens/reset-password/reset-password-card';
import { cardIsland } from './card-island';

/** The `auth.reset-password` island, the card of /reset-password: the new password, Invalid Reset Link, Password Reset Successful. */
export default cardIsland(ResetPasswordCard, 'ResetPasswordIsland');
