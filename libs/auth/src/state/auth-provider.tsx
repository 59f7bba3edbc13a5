import { authApi, isApiError, useApiClient } from '@intambwe/api-client';
import { ERROR_CODES, type GoogleUserData, type RegisterRequest, type Role } from '@intambwe/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { AuthContext, type AuthActions, type AuthContextParts } from './auth-context';
import type { ApiClient } from '@intambwe/api-client';

export interface AuthProviderProps {
  children: ReactNode;
}

function createAuthActions(api: ApiClient, store: SessionStore): AuthActions {
  return {
    login: async (email, password) => store.signIn(await authApi.login(api, { email, password })),
    register: async (payload: RegisterRequest) => store.signIn(await authApi.register(api, payload)),
    logout: () => store.signOut(),
    forgotPassword: (email) => authApi.forgotPassword(api, { email }),
    resetPassword: async (token, password) => store.signIn(await authApi.resetPassword(api, { token, password })),
    loginWithGoogle: async (idToken) => {
      let result;
      try {
        result = await authApi.googleExchange(api, { idToken, platform: 'homepage' });
      } catch (error) {
        if (isApiError(error) && error.code === ERROR_CODES.googleLinkRequiresPassword) {
          return { requiresRoleSelection: false, requiresPassword: true, idToken };
        }
        throw error;
      }
      if (!result.requiresRoleSelection) store.signIn(result);
      return result;
    },
    linkGoogle: async (idToken, password) => store.signIn(await authApi.googleLink(api, { idToken, password })),
    completeGoogleRegistration: async (data: GoogleUserData, role: Role) =>
      store.signIn(await authApi.completeGoogleRegistration(api, { ...data, role, platform: 'homepage' })),
    handOff: (platform) => authApi.handoff(api, platform),
    exchangeHandoff: async (code, platform) => store.signIn(await authApi.exchangeHandoff(api, { code, platform })),
  };
}

/**
 * Holds who is signed in (SPEC §4) in one session store (see session-store.ts)
 * and binds the API client to it: the client sends its token and asks it to
 * renew after a 401. `loading` starts true; a stored token and user are checked
 * with the server, and a failure clears the stored auth (SPEC §8). Sign-in,
 * registration, reset and Google completion set the user; logout clears it
 * even when the call fails. Renders the same on the server and the first
 * client render (storage is read after hydration).
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const api = useApiClient();
  const [parts] = useState<AuthContextParts>(() => {
    const store = createSessionStore({ api });
    return { store, actions: createAuthActions(api, store) };
  });

  useEffect(() => {
    const unbind = api.bindSession(parts.store);
    parts.store.start();
    return () => {
      unbind();
      parts.store.stop();
    };
  }, [api, parts]);

  return <AuthContext.Provider value={parts}>{children}</AuthContext.Provider>;
}
AuthProvider.displayName = 'AuthProvider';
