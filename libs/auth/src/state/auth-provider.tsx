import {
  authApi,
  authStorage,
  useApiClient,
  type GoogleUserData,
  type RegisterRequest,
  type Role,
  type SignInResult,
  type User,
} from '@intambwe/api-client';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

export interface AuthProviderProps {
  children: ReactNode;
}

/**
 * Holds who is signed in. On start, a stored token and user are checked with
 * GET /auth/me; a failure clears the stored auth (SPEC §4, §8).
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const api = useApiClient();
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    const token = authStorage.getToken();
    const stored = authStorage.getStoredUser();
    if (!token || !stored) {
      setLoading(false);
      return;
    }
    setUser(stored);
    authApi
      .me(api, { redirectOnUnauthorized: false })
      .then((current) => {
        if (cancelled) return;
        authStorage.saveUser(current);
        setUser(current);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('Stored session is no longer valid; signing out.', error);
        authStorage.clear();
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [api]);

  const signIn = useCallback((result: SignInResult) => {
    authStorage.save(result);
    setUser(result.user);
    return result.user;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      isAuthenticated: user !== null,
      login: async (email, password) => signIn(await authApi.login(api, { email, password })),
      register: async (payload: RegisterRequest) => signIn(await authApi.register(api, payload)),
      logout: async () => {
        try {
          await authApi.logout(api, authStorage.getRefreshToken());
        } catch (error) {
          console.warn('Logout call failed; clearing the session anyway.', error);
        } finally {
          authStorage.clear();
          setUser(null);
        }
      },
      forgotPassword: (email) => authApi.forgotPassword(api, { email }),
      resetPassword: async (token, password) => signIn(await authApi.resetPassword(api, { token, password })),
      loginWithGoogle: async (idToken) => {
        const result = await authApi.googleExchange(api, { idToken, platform: 'homepage' });
        if (!result.requiresRoleSelection) signIn(result);
        return result;
      },
      completeGoogleRegistration: async (data: GoogleUserData, role: Role) =>
        signIn(await authApi.completeGoogleRegistration(api, { ...data, role, platform: 'homepage' })),
    }),
    [api, loading, signIn, user],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
