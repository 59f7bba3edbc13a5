import type { GoogleExchangeResult, GoogleUserData, RegisterRequest, Role, User } from '@intambwe/contract';
import { createContext, useContext } from 'react';

/** The auth state of SPEC §4 and the functions the screens call. */
export interface AuthContextValue {
  user: User | null;
  /** True until the stored session has been checked. */
  loading: boolean;
  /** True whenever a user exists. */
  isAuthenticated: boolean;
  login(email: string, password: string): Promise<User>;
  register(payload: RegisterRequest): Promise<User>;
  /** Clears the user even when the call fails. */
  logout(): Promise<void>;
  forgotPassword(email: string): Promise<{ message?: string }>;
  resetPassword(token: string, password: string): Promise<User>;
  /** Existing account: signed in. New account: `requiresRoleSelection` with the Google data, user not set. */
  loginWithGoogle(idToken: string): Promise<GoogleExchangeResult>;
  completeGoogleRegistration(googleUserData: GoogleUserData, role: Role): Promise<User>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider> from @intambwe/auth.');
  return context;
}
