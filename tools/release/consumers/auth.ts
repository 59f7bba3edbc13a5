/* eslint-disable @typescript-eslint/no-unused-vars -- a type fixture: its names exist to pin the published types, and are never read at run time */
import { createElement, type ReactNode } from 'react';
import {
  AuthProvider,
  RequireAuth,
  authStorage,
  destinationForRole,
  useAuth,
  useAuthActions,
  useRedirectByRole,
  useSignedInUser,
  type AuthContextValue,
  type RoleDestination,
} from '@intambwe/auth';
import { LoginPage, RegisterPage } from '@intambwe/auth/pages';
import LoginScreen from '@intambwe/auth/screens/login';
import { readStoredViewer, useStoredViewer, type StoredViewer } from '@intambwe/auth/viewer';
import type { User } from '@intambwe/contract';
import { exact, type Equal } from './expect';

const urls = { elearningUrl: 'https://learn.example', jobPortalUrl: 'https://jobs.example', siteUrl: 'https://example.org' };
const destination = destinationForRole('student', urls);
exact<Equal<typeof destination, RoleDestination>>();
if (destination.kind === 'external') exact<Equal<typeof destination.url, string>>();
// @ts-expect-error: the sister platforms' addresses are needed
destinationForRole('student', {});

export function Account(): ReactNode {
  const auth = useAuth();
  exact<Equal<typeof auth, AuthContextValue>>();
  exact<Equal<typeof auth.user, User | null>>();
  exact<Equal<ReturnType<typeof auth.login>, Promise<User>>>();
  exact<Equal<ReturnType<typeof useSignedInUser>, User | null>>();
  const { changePassword, logout } = useAuthActions();
  exact<Equal<ReturnType<typeof logout>, Promise<void>>>();
  // @ts-expect-error: changing the password needs the current one too
  void changePassword('new password 1A');
  const redirect = useRedirectByRole();
  exact<Equal<typeof redirect, (role: string | null | undefined) => void>>();
  const viewer = useStoredViewer();
  exact<Equal<typeof viewer, StoredViewer | null>>();
  return viewer?.firstName ?? null;
}
exact<Equal<ReturnType<typeof readStoredViewer>, StoredViewer | null>>();
exact<Equal<ReturnType<typeof authStorage.getToken>, string | null>>();
exact<Equal<ReturnType<typeof authStorage.getStoredUser>, User | null>>();
// @ts-expect-error: a saved session holds the user, not only a token
authStorage.save({ token: 'token' });

createElement(AuthProvider, { children: createElement(RequireAuth, { redirectTo: '/login', children: createElement(Account) }) });
// @ts-expect-error: RequireAuth's way out is an address
createElement(RequireAuth, { redirectTo: 42, children: createElement(Account) });
// The screens take no props: whatever they need comes from the providers.
exact<Equal<Parameters<typeof LoginPage>, []>>();
exact<Equal<Parameters<typeof RegisterPage>, []>>();
exact<Equal<typeof LoginScreen, typeof LoginPage>>();
