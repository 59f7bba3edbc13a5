import { OpenIdClaimsSchema, type User } from '@intambwe/contract';
import * as v from 'valibot';

/** The person an ID token names (its claims, CONTRACT "OpenID Connect"), as the session store keeps people; null when the claims are not ours. */
export function userFromClaims(claims: unknown): User | null {
  const parsed = v.safeParse(OpenIdClaimsSchema, claims);
  if (!parsed.success) return null;
  const { sub, email, email_verified, given_name, family_name, picture, role } = parsed.output;
  return {
    _id: sub,
    firstName: given_name,
    lastName: family_name,
    email,
    role,
    isEmailVerified: email_verified,
    profilePicture: picture ?? null,
  };
}
