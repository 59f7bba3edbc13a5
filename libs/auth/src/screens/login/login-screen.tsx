import { Link, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { useLocalePath } from '@intambwe/i18n';
import { Link as RouterLink } from 'react-router';
import { AuthPageFrame } from '../../layout/auth-page-layout/auth-page-layout';
import { useAuthMessages } from '../../messages';
import { SignInStart, useReturnPath } from '../sign-in-start/sign-in-start-screen';
import { LoginCard } from './login-card';

/** Below the sign-in card: "Don't have an account? Register". */
export function LoginFooter() {
  const m = useAuthMessages();
  const pathFor = useLocalePath();
  return (
    <Text>
      {m.login.noAccount}{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={pathFor('/register')}>{m.login.registerLink}</RouterLink>
      </Link>
    </Text>
  );
}
LoginFooter.displayName = 'LoginFooter';

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
    <AuthPageFrame footer={<LoginFooter />}>
      <LoginCard />
    </AuthPageFrame>
  );
}
LoginScreen.displayName = 'LoginScreen';
