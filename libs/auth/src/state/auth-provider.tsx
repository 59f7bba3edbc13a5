import { accountApi, authApi, isApiError, useApiClient, usePlatformConfig } from '@intambwe/api-client';
import { authStorage } from '../session/auth-storage';
import { ERROR_CODES, type GoogleUserData, type OpenIdClientSettings, type RegisterRequest, type Role } from '@intambwe/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { relyingPartyFor, relyingPartyRemote, frontDoorRemote } from '../session/session-remote';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { AuthContext, type AuthActions, type AuthContextParts } from './auth-context';
import type { ApiClient } from '@intambwe/api-client';

export interface AuthProviderProps {
  children: ReactNode;
}

/** A sign-in request is for a platform (openId set) only; the front door signs people in with its API. */
const notAPlatform = () => new Error('This app has no `openId` settings: it is the front door, whose screens sign people in with the API.');

function createAuthActions(api: ApiClient, store: SessionStore, openId: OpenIdClientSettings | undefined): AuthActions {
  const party = () => (openId ? relyingPartyFor(api, openId) : Promise.reject(notAPlatform()));
  return {
    // The device tokens of this browser's earlier sign-ins go with every password sign-in (see authStorage).
    login: async (email, password, options = {}) =>
      store.signIn(await authApi.login(api, { email, password, deviceTokens: authStorage.getDeviceTokens(), ...options })),
    loginWithPasskey: async (response) => store.signIn(await accountApi.passkeyLogin(api, { response })),
    register: async (payload: RegisterRequest) => store.signIn(await authApi.register(api, payload)),
    logout: () => store.signOut(),
    forgotPassword: (email) => authApi.forgotPassword(api, { email }),
    resetPassword: async (token, password) => store.signIn(await authApi.resetPassword(api, { token, password })),
    changePassword: async (currentPassword, newPassword) => store.signIn(await accountApi.changePassword(api, { currentPassword, newPassword })),
    deleteAccount: async (proof) => {
      await accountApi.deleteAccount(api, proof);
      await store.signOut();
    },
    acceptUser: (user) => store.updateUser(user),
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
    linkGoogle: async (idToken, password) =>
      store.signIn(await authApi.googleLink(api, { idToken, password, deviceTokens: authStorage.getDeviceTokens() })),
    unlock: async (token) => {
      const { deviceToken } = await authApi.unlock(api, { token });
      authStorage.rememberDeviceToken(deviceToken);
    },
    completeGoogleRegistration: async (data: GoogleUserData, role: Role) =>
      store.signIn(await authApi.completeGoogleRegistration(api, { ...data, role, platform: 'homepage' })),
    finishInteraction: (uid) => authApi.finishInteraction(api, uid),
    startSignIn: async (request) => (await party()).authorizationUrl(request),
    completeSignIn: async (callback) => {
      const { returnTo, ...session } = await (await party()).complete(callback);
      return { user: store.signIn(session), returnTo };
    },
    accessToken: async ({ renew = false } = {}) => {
      const token = store.accessToken();
      if (!token || !renew) return token;
      return (await store.renewAfterUnauthorized(token)) ? store.accessToken() : null;
    },
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
  const { openId } = usePlatformConfig();
  const [parts] = useState<AuthContextParts>(() => {
    const store = createSessionStore({ api, remote: openId ? relyingPartyRemote(api, openId) : frontDoorRemote(api) });
    return { store, actions: createAuthActions(api, store, openId) };
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
