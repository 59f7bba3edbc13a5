import { usePlatformConfig } from '@intambwe/api-client';
import { AuthPage } from '../../layout/auth-page-layout/auth-page';
import { SignInStart, useReturnPath } from '../sign-in-start/sign-in-start-screen';
import { LoginCard } from './login-card';

/**
 * /login (SPEC §2, §4). On the front door: the sign-in card (LoginCard) in
 * the auth frame. The web app prerenders the frame and makes the card an
 * island of its own, which runs without the design system; here, as a screen
 * of a host's router, both render together. On a sister platform (`openId` in
 * the configuration) the screen starts the code flow instead: passwords are
 * typed on the front door only.
 */
export function LoginScreen() {
  const { openId } = usePlatformConfig();
  const returnTo = useReturnPath();
  if (openId) return <SignInStart screen="login" returnTo={returnTo} />;
  return (
    <AuthPage path="/login">
      <LoginCard />
    </AuthPage>
  );
}
LoginScreen.displayName = 'LoginScreen';
