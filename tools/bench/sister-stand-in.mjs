// A tiny stand-in for the sister platform (the bench server's ELEARNING_URL) on loopback:
// it answers every path with a small page and records each hit, so the journey knows when,
// and with which request, the browser arrived there (whatever the redirects on the way:
// today's one-time hand-off code, or OpenID Connect's initiate-login URI).
import { createServer } from 'node:http';

export async function startSisterStandIn(port) {
  const hits = [];
  const server = createServer((request, response) => {
    hits.push({
      at: performance.timeOrigin + performance.now(),
      method: request.method,
      url: request.url,
      destination: request.headers['sec-fetch-dest'] ?? null,
      mode: request.headers['sec-fetch-mode'] ?? null,
    });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end('<!doctype html><html lang="en"><title>E-learning (bench stand-in)</title><h1>E-learning</h1></html>');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
