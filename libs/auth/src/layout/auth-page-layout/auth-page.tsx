import { Link, Text } from '@chakra-ui/react';
import { useLocalePath } from '@intambwe/i18n';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AuthIslandName } from '../../island-registry';
import { useAuthMessages } from '../../messages';
import { AuthPageFrame, type AuthPageFrameProps } from './auth-page-layout';

/** The account screens that are pages of their own on the front door: the frame is HTML, the card an island. */
export const AUTH_PAGE_PATHS = ['/login', '/register', '/forgot-password', '/reset-password', '/select-role'] as const;
export type AuthPagePath = (typeof AUTH_PAGE_PATHS)[number];

export const isAuthPagePath = (path: string): path is AuthPagePath => (AUTH_PAGE_PATHS as readonly string[]).includes(path);

/** The island that holds each page's card (`@intambwe/auth/islands`). */
export const authPageIslands: Record<AuthPagePath, AuthIslandName> = {
  '/login': 'auth.login',
  '/register': 'auth.register',
  '/forgot-password': 'auth.forgot-password',
  '/reset-password': 'auth.reset-password',
  '/select-role': 'auth.select-role',
};

/** Below a card: a question and a link to the other screen ("Don't have an account? Register"). */
function FooterLink({ question, to, label }: { question: string; to: string; label: string }) {
  const pathFor = useLocalePath();
  return (
    <Text>
      {question}{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={pathFor(to)}>{label}</RouterLink>
      </Link>
    </Text>
  );
}

/** The frame of each page: its width, what is below the card, and where its back link goes. */
function useFrameOf(path: AuthPagePath): Omit<AuthPageFrameProps, 'children'> {
  const m = useAuthMessages();
  const backToLogin = { to: '/login', label: m.forgotPassword.backToLogin };
  switch (path) {
    case '/login':
      return { footer: <FooterLink question={m.login.noAccount} to="/register" label={m.login.registerLink} /> };
    case '/register':
      return { width: 'lg', footer: <FooterLink question={m.register.haveAccount} to="/login" label={m.register.loginLink} /> };
    case '/select-role':
      return { width: '3xl', back: backToLogin };
    default:
      return { back: backToLogin };
  }
}

/**
 * One of the front door's account pages (SPEC §2): the auth frame made for
 * `path` around its card. The web app renders it at build time around the
 * card's island (`authPageIslands`); a screen in a host's router renders it
 * around the card itself. A card that shows a state with its own way back
 * (Check Your Email, Password Reset Successful) marks it `data-hides-back`,
 * and the frame's back link hides (a rule of the stylesheet: the frame is HTML).
 */
export function AuthPage({ path, children }: { path: AuthPagePath; children: ReactNode }) {
  return <AuthPageFrame {...useFrameOf(path)}>{children}</AuthPageFrame>;
}
AuthPage.displayName = 'AuthPage';
