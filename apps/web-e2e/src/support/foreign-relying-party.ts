import { createServer, type Server } from 'node:http';

/**
 * A relying party nobody here wrote: `openid-client` (certified) drives the
 * front door's OpenID Provider from the tests, as a foreign platform would.
 * The product registers it through OIDC_CLIENTS (playwright.config.ts); its
 * pages are stood in for at the network edge, and its back-channel logout
 * endpoint is a real server on this machine (the product calls it).
 */
export const FOREIGN_RP = {
  clientId: 'foreign-rp',
  origin: 'https://rp.example.com',
  redirectUri: 'https://rp.example.com/callback',
} as const;

/** The port of its back-channel logout endpoint (E2E_RP_PORT, else E2E_PORT + 2). */
export const foreignRpPort = (productPort: number) => Number(process.env['E2E_RP_PORT'] ?? productPort + 2);

/** OIDC_CLIENTS for the product: the foreign platform, serving students and teachers like the e-learning platform. */
export function foreignRpClients(productPort: number): string {
  return JSON.stringify([
    {
      client_id: FOREIGN_RP.clientId,
      client_name: 'A foreign platform',
      platform: 'elearning',
      redirect_uris: [FOREIGN_RP.redirectUri],
      post_logout_redirect_uris: [`${FOREIGN_RP.origin}/`],
      backchannel_logout_uri: `http://127.0.0.1:${foreignRpPort(productPort)}/backchannel-logout`,
    },
  ]);
}

/** Its back-channel logout endpoint: records every logout token the product sends. */
export async function startBackchannelReceiver(port: number): Promise<{ tokens: string[]; close(): Promise<void> }> {
  const tokens: string[] = [];
  const server: Server = createServer((request, response) => {
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
