import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client.js';
import { providerSessionsOf, unlinkProviderSessions } from './session-links.js';

/** A platform's back-channel logout endpoint gets this long to answer; signing out never waits longer. */
export const BACKCHANNEL_TIMEOUT_MS = 2500;

/**
 * Sends one platform a Logout Token (OpenID Connect Back-Channel Logout 1.0):
 * signed with the provider's keys, naming the person (`sub`) and the session
 * (`sid`), POSTed as a form to its `backchannel_logout_uri`.
 */
async function notifyPlatform(provider: Provider, clientId: string, sub: string, sid: string | undefined, log: FastifyBaseLogger): Promise<void> {
  const client = await provider.Client.find(clientId);
  if (!client?.backchannelLogoutUri) return;
  const token = new provider.IdToken({ sub }, { client });
  token.set('sub', sub);
  token.set('events', { 'http://schemas.openid.net/event/backchannel-logout': {} });
  token.set('jti', randomUUID());
  if (sid) token.set('sid', sid);
  try {
    const response = await fetch(client.backchannelLogoutUri, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ logout_token: await token.issue({ use: 'logout' }) }),
      signal: AbortSignal.timeout(BACKCHANNEL_TIMEOUT_MS),
    });
    if (response.status !== 200 && response.status !== 204) log.warn({ client: clientId, status: response.status }, 'back-channel logout refused');
  } catch (error) {
    log.warn({ err: error, client: clientId }, 'back-channel logout failed');
  }
}

/**
 * Signing out on the front door ends the provider sessions that stood for the
 * ended front-door sessions: each platform signed in through them is told
 * (back-channel logout) and loses its tokens (its grant is revoked, so its
 * refresh token stops working), and the provider session is gone.
 */
export async function endProviderSessions(provider: Provider, db: Database, familyIds: readonly string[], log: FastifyBaseLogger): Promise<void> {
  const uids = await providerSessionsOf(db, familyIds);
  for (const uid of uids) {
    const session = await provider.Session.findByUid(uid);
    if (!session) continue;
    const accountId = session.accountId;
    const authorizations = Object.entries(session.authorizations ?? {});
    await Promise.all(
      authorizations.map(async ([clientId, { sid, grantId }]) => {
        if (grantId) {
          await Promise.all([provider.AccessToken, provider.RefreshToken, provider.AuthorizationCode].map((model) => model.revokeByGrantId(grantId)));
          await (await provider.Grant.find(grantId))?.destroy();
        }
        if (accountId) await notifyPlatform(provider, clientId, accountId, sid, log);
      }),
    );
    await session.destroy();
  }
  await unlinkProviderSessions(db, uids);
}
