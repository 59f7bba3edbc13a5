import { authApi, authStorage, isApiError, useApiClient, type ApiClient } from '@intambwe/api-client';
import { type GoogleUserData, type RegisterRequest, type Role, type SignInResult, type User } from '@intambwe/contract';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

export interface AuthProviderProps {
  children: ReactNode;
}

/** Google's error wording, loaded only when Google sign-in is used (it stays out of every page's first download). */
const googleErrors = () => import('../rules/google-errors');

/**
 * Checks a stored session: GET /auth/me. When the short-lived access token has
 * expired (401) and a refresh token is stored, the session is renewed once
 * (POST /auth/refresh) and checked again.
 */
async function checkStoredSession(api: ApiClient): Promise<User> {
  const refreshToken = authStorage.getRefreshToken();
  try {
    return await authApi.me(api, { redirectOnUnauthorized: false });
  } catch (error) {
    if (!refreshToken || !isApiError(error) || error.status !== 401) throw error;
    const tokens = await authApi.refresh(api, refreshToken);
    authStorage.saveTokens(tokens);
    return authApi.me(api, { redirectOnUnauthorized: false });
  }
}

/**
 * Holds who is signed in (SPEC §4). `loading` starts true; a stored token and
 * user are checked with the server, and a failure clears the stored auth
 * (SPEC §8). Sign-in, registration, reset and Google completion set the user;
 * logout clears it even when the call fails. Touches storage only in effects
 * and handlers, so it renders the same on the server and the first client render.
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
    // Show the remembered person at once; the server check confirms or signs out.
    setUser(stored);
    checkStoredSession(api)
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
        let result;
        try {
          result = await authApi.googleExchange(api, { idToken, platform: 'homepage' });
        } catch (error) {
          const { googleExchangeErrorMessage } = await googleErrors();
          throw new Error(googleExchangeErrorMessage(error), { cause: error });
        }
        if (!result.requiresRoleSelection) signIn(result);
        return result;
      },
      completeGoogleRegistration: async (data: GoogleUserData, role: Role) => {
        let result;
        try {
          result = await authApi.completeGoogleRegistration(api, { ...data, role, platform: 'homepage' });
        } catch (error) {
          const { googleRegistrationErrorMessage } = await googleErrors();
          throw new Error(googleRegistrationErrorMessage(error), { cause: error });
        }
        return signIn(result);
      },
    }),
    [api, loading, signIn, user],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
AuthProvider.displayName = 'AuthProvider';
