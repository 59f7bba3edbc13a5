import { AuthPage } from '../../layout/auth-page-layout/auth-page';
import { SelectRoleCard } from './select-role-card';

/**
 * /select-role (SPEC §2, §4): after a first Google sign-in, the person picks
 * one of four roles; Continue to Dashboard completes the registration. The
 * card (SelectRoleCard) sits in the auth frame: the web app prerenders the
 * frame and makes the card an island of its own, which runs without the
 * design system; here, as a screen of a host's router, both render together.
 * The Google data arrives in the router's location state (or, from a page of
 * its own, this tab's session storage); without it the screen says
 * 'User data not found. Please try signing in again.' and goes to /login.
 * The state is read after hydration (the prerendered card shows a placeholder).
 */
export function SelectRoleScreen() {
  return (
    <AuthPage path="/select-role">
      <SelectRoleCard />
    </AuthPage>
  );
}
SelectRoleScreen.displayName = 'SelectRoleScreen';
