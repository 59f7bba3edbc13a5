import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * This platform's own backend, as tiny as it gets. It trusts no shared secret:
 * access tokens are JWTs the front door signs with the keys it publishes
 * (its JWKS), checked here offline: signature, issuer, audience (this
 * platform's API, the `resource` it asked for), type and expiry. The front
 * door tells it when a person signs out (OpenID Connect Back-Channel Logout):
 * tokens of that session are refused from then on.
 *
 *   GET  /api/me                    who the bearer token names (401 without a valid one)
 *   POST /auth/backchannel-logout   the front door's logout token (registered as this client's backchannel_logout_uri)
 */
export interface PlatformApiOptions {
  /** The front door: its issuer (PUBLIC_URL). */
  issuer: string;
  /** This platform's client id at the front door. */
  clientId: string;
  /** The audience of this platform's access tokens: its API's resource (by default its origin). */
  audience: string;
}

const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

export function platformApi({ issuer, clientId, audience }: PlatformApiOptions) {
  // The front door's published keys, fetched when first needed and again when a token names a new key.
  let keys: ReturnType<typeof createRemoteJWKSet> | null = null;
  const jwks = async () => {
    if (!keys) {
      const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
      keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
    }
    return keys;
  };
  /** Sessions the front door has signed out (sid -> when), kept in memory: a real platform keeps them in its database. */
  const signedOut = new Map<string, number>();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
        if (body.length > 16_384) reject(new Error('body too large'));
      });
      request.on('end', () => resolve(body));
      request.on('error', reject);
    });

  async function me(request: IncomingMessage, response: ServerResponse) {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return send(response, 401, { error: 'invalid_token' });
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await jwks(), { issuer, audience, typ: 'at+jwt', algorithms: ['ES256', 'RS256'] }));
    } catch {
      return send(response, 401, { error: 'invalid_token' });
    }
    if (typeof payload['sid'] === 'string' && signedOut.has(payload['sid'])) return send(response, 401, { error: 'signed_out' });
    return send(response, 200, { sub: payload.sub, role: payload['role'], clientId: payload['client_id'], expiresAt: payload.exp });
  }

  async function backchannelLogout(request: IncomingMessage, response: ServerResponse) {
    try {
      const logoutToken = new URLSearchParams(await readBody(request)).get('logout_token') ?? '';
      const { payload } = await jwtVerify(logoutToken, await jwks(), { issuer, audience: clientId, typ: 'logout+jwt', maxTokenAge: '2 minutes' });
      const events = payload['events'] as Record<string, unknown> | undefined;
      if (!events || !(BACKCHANNEL_EVENT in events) || 'nonce' in payload || typeof payload['sid'] !== 'string') throw new Error('not a logout token');
      signedOut.set(payload['sid'], Date.now());
      response.writeHead(200, { 'cache-control': 'no-store' }).end();
    } catch {
      send(response, 400, { error: 'invalid_request' });
    }
  }

  /** A connect-style middleware (Vite's dev and preview servers take it as it is). */
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'GET' && path === '/api/me') return void me(request, response);
    if (request.method === 'POST' && path === '/auth/backchannel-logout') return void backchannelLogout(request, response);
    next();
  };
}
