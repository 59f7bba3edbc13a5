import { createServer, type Server } from 'node:http';

/**
 * A relying party nobody here wrote: `openid-client` (certified) drives the
 * front door's OpenID Provider from the tests, as a foreign platform would.
 * The product registers it through OIDC_CLIENTS (playwright.config.ts); its
 * redirect URI and back-channel logout endpoint are a real server on this
 * machine (the browser comes back to the first, the product calls the second).
 */
export const FOREIGN_RP_CLIENT_ID = 'foreign-rp';

/** The port of the foreign platform (E2E_RP_PORT, else E2E_PORT + 2). */
export const foreignRpPort = (productPort: number) => Number(process.env['E2E_RP_PORT'] ?? productPort + 2);

/** Where the foreign platform lives. */
export function foreignRp(productPort: number) {
  const origin = `http://127.0.0.1:${foreignRpPort(productPort)}`;
  return { clientId: FOREIGN_RP_CLIENT_ID, origin, redirectUri: `${origin}/callback`, backchannelLogoutUri: `${origin}/backchannel-logout` };
}

/** OIDC_CLIENTS for the product: the foreign platform, serving students and teachers like the e-learning platform. */
export function foreignRpClients(productPort: number): string {
  const rp = foreignRp(productPort);
  return JSON.stringify([
    {
      client_id: rp.clientId,
      client_name: 'A foreign platform',
      platform: 'elearning',
      redirect_uris: [rp.redirectUri],
      post_logout_redirect_uris: [`${rp.origin}/`],
      backchannel_logout_uri: rp.backchannelLogoutUri,
    },
  ]);
}

/** The foreign platform's server: its pages answer, and its back-channel logout endpoint records every logout token the product sends. */
export async function startBackchannelReceiver(port: number): Promise<{ tokens: string[]; close(): Promise<void> }> {
  const tokens: string[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>A foreign platform</title><h1>A foreign platform</h1>');
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const token = new URLSearchParams(body).get('logout_token');
      if (token) tokens.push(token);
      response.writeHead(token ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { tokens, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
