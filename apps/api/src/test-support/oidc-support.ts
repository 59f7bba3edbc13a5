import { createServer, type Server } from 'node:http';
import * as client from 'openid-client';
import { registerUser } from './auth-helpers.js';
import { freePort } from './server-process.js';
import { createTestApp, type TestContext } from './test-app.js';

/**
 * Server tests of the OpenID Provider drive it as the sister platforms do:
 * `openid-client` (a certified relying party nobody here wrote) on one side,
 * and on the other a small browser (cookies kept, redirects followed by hand)
 * standing for the person, who signs in through the front door's API.
 */
export interface ListeningTestApp extends TestContext {
  baseUrl: string;
}

/** A test app listening on a free port, its PUBLIC_URL (the issuer) that very address. */
export async function createListeningTestApp(env: Record<string, string> = {}): Promise<ListeningTestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ctx = await createTestApp({ PUBLIC_URL: baseUrl, ELEARNING_URL: 'https://learn.example.com', JOB_PORTAL_URL: 'https://jobs.example.com', RATE_LIMIT_FACTOR: '100', ...env });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return { ...ctx, baseUrl };
}

/** What a browser keeps: cookies by name (every path; enough for one origin), redirects followed by hand. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  private keep(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute) || /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.keep(response);
    return response;
  }

  /** Follows redirects from `url` until one leaves `origin` (a platform's redirect URI) or a page answers. */
  async follow(url: string | URL, origin: string): Promise<{ url: string; response: Response | null }> {
    let current = new URL(url);
    for (let hop = 0; hop < 10; hop += 1) {
      if (current.origin !== origin) return { url: current.href, response: null };
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (!location || response.status < 300 || response.status >= 400) return { url: current.href, response };
      current = new URL(location, current);
    }
    throw new Error(`too many redirects from ${url}`);
  }
}

/** openid-client configured for a client of the test app, over plain http (127.0.0.1). */
export function discover(app: ListeningTestApp, clientId = 'elearning', secret?: string): Promise<client.Configuration> {
  return client.discovery(new URL(app.baseUrl), clientId, undefined, secret ? client.ClientSecretBasic(secret) : client.None(), {
    execute: [client.allowInsecureRequests],
  });
}

export interface StartedFlow {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

/** An authorization request as a platform makes it: code flow, PKCE S256, state and nonce. */
export async function startFlow(config: client.Configuration, parameters: Record<string, string> = {}): Promise<StartedFlow> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: 'https://learn.example.com/auth/callback',
    scope: 'openid email profile role',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...parameters,
  });
  return { url, verifier, state, nonce };
}

/** The interaction id of the front door's /login?interaction=… a browser was sent to. */
export function interactionOf(url: string): string {
  const uid = new URL(url).searchParams.get('interaction');
  if (!uid) throw new Error(`not an interaction page: ${url}`);
  return uid;
}

/** The front door's screens finishing an interaction for the signed-in person (their access token). */
export async function finishInteraction(app: ListeningTestApp, browser: TestBrowser, uid: string, token: string): Promise<Response> {
  return browser.request(`${app.baseUrl}/api/oidc/interaction/${uid}/login`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
}

/**
 * The whole front-channel part: the browser opens the authorization URL, is
 * sent to the front door's /login, the person (signed in there with `token`)
 * finishes the interaction, and the browser arrives at the redirect URI.
 */
export async function signInThroughFrontDoor(app: ListeningTestApp, browser: TestBrowser, flow: StartedFlow, token: string): Promise<string> {
  const atLogin = await browser.follow(flow.url, app.baseUrl);
  if (atLogin.response === null) return atLogin.url; // passed through without a prompt
  const uid = interactionOf(atLogin.url);
  const finished = await finishInteraction(app, browser, uid, token);
  if (finished.status !== 200) throw new Error(`finishing the interaction failed: ${finished.status} ${await finished.text()}`);
  const { redirectTo } = ((await finished.json()) as { data: { redirectTo: string } }).data;
  const back = await browser.follow(redirectTo, app.baseUrl);
  if (back.response !== null) throw new Error(`the flow stopped at ${back.url}: ${back.response.status} ${await back.response.text()}`);
  return back.url;
}

/** A person with an account (registered through the API): their front-door sign-in. */
export const person = (app: ListeningTestApp, overrides: Record<string, unknown> = {}) => registerUser(app, overrides);

/** A stand-in for a platform's back-channel logout endpoint: records the logout tokens it receives. */
export async function backchannelReceiver(): Promise<{ url: string; tokens: string[]; close(): Promise<void> }> {
  const tokens: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const token = new URLSearchParams(body).get('logout_token');
      if (token) tokens.push(token);
      response.writeHead(200).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/auth/backchannel-logout`,
    tokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
