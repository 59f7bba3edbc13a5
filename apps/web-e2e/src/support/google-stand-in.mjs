/**
 * A stand-in for Google at the network edge, for the Playwright journeys.
 *
 *   GET /gsi/client          a small `google.accounts.id` (initialize, prompt, renderButton, cancel)
 *   GET /oauth2/v3/certs     the JWKS of an RS256 key pair made at start
 *   GET /token?email=…&nonce=…  an ID token signed with that key (what Google's popup would hand over);
 *                            it carries the `nonce` the page passed to initialize({ nonce }), like Google's,
 *                            and an `hd` claim when the person has one (a Workspace account)
 *   GET /health              ready check for Playwright's webServer
 *
 * The page chooses who signs in before it loads, with
 *   window.__GOOGLE_STAND_IN__ = { email, given_name, family_name, oneTap, hd }
 * oneTap true hands the credential over from the prompt; otherwise the prompt
 * reports "not displayed" and the app's manual popup shows the stand-in's
 * button ("Continue as <given_name>"), which hands it over when pressed.
 *
 * Env: GOOGLE_STAND_IN_PORT (4322), GOOGLE_STAND_IN_HOST (127.0.0.1), GOOGLE_CLIENT_ID (the audience).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.GOOGLE_STAND_IN_PORT ?? 4322);
const host = process.env.GOOGLE_STAND_IN_HOST ?? '127.0.0.1';
const clientId = process.env.GOOGLE_CLIENT_ID ?? 'e2e-client.apps.googleusercontent.com';
const issuer = 'https://accounts.google.com';
const origin = `http://${host}:${port}`;

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = randomBytes(8).toString('hex');
const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };

const base64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function idToken({ email, given_name, family_name, nonce, hd }) {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', kid, typ: 'JWT' };
  const payload = {
    iss: issuer,
    aud: clientId,
    azp: clientId,
    sub: createHash('sha256').update(email).digest('hex').slice(0, 21),
    email,
    email_verified: true,
    name: `${given_name} ${family_name}`.trim(),
    given_name,
    family_name,
    picture: 'https://lh3.googleusercontent.example/a/stand-in-picture',
    ...(nonce ? { nonce } : {}),
    ...(hd ? { hd } : {}),
    iat: now,
    exp: now + 3600,
  };
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  return `${signingInput}.${sign('RSA-SHA256', Buffer.from(signingInput), privateKey).toString('base64url')}`;
}

const clientScript = `(() => {
  const origin = ${JSON.stringify(origin)};
  let config = null;
  const who = () => Object.assign({ email: 'stand.in@example.com', given_name: 'Stand', family_name: 'In', oneTap: false }, window.__GOOGLE_STAND_IN__ || {});
  const hand = async () => {
    const person = who();
    const query = new URLSearchParams({ email: person.email, given_name: person.given_name, family_name: person.family_name });
    if (config && config.nonce) query.set('nonce', config.nonce);
    if (person.hd) query.set('hd', person.hd);
    const answer = await fetch(origin + '/token?' + query.toString());
    const { credential } = await answer.json();
    if (config) config.callback({ credential, select_by: person.oneTap ? 'auto' : 'btn' });
  };
  const moment = (kind) => ({
    getMomentType: () => (kind === 'skipped' ? 'skipped' : 'display'),
    isDisplayMoment: () => kind !== 'skipped',
    isDisplayed: () => kind === 'displayed',
    isNotDisplayed: () => kind === 'notDisplayed',
    getNotDisplayedReason: () => 'opt_out_or_no_session',
    isSkippedMoment: () => kind === 'skipped',
    getSkippedReason: () => 'user_cancel',
    isDismissedMoment: () => false,
    getDismissedReason: () => '',
  });
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize(options) { config = options; },
    prompt(listener) {
      setTimeout(() => {
        if (who().oneTap) { if (listener) listener(moment('displayed')); void hand(); }
        else if (listener) listener(moment('notDisplayed'));
      }, 50);
    },
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Continue as ' + who().given_name;
      button.style.cssText = 'min-height:44px;border:1px solid #747775;border-radius:4px;background:#fff;color:#1f1f1f;font:500 14px system-ui;width:' + ((options && options.width) || 300) + 'px';
      button.addEventListener('click', () => void hand());
      parent.appendChild(button);
    },
    cancel() {},
    disableAutoSelect() {},
  };
})();
`;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', origin);
  const send = (status, type, body, headers = {}) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
    response.end(body);
  };
  if (url.pathname === '/gsi/client') return send(200, 'text/javascript; charset=utf-8', clientScript);
  if (url.pathname === '/oauth2/v3/certs') return send(200, 'application/json', JSON.stringify(jwks));
  if (url.pathname === '/health') return send(200, 'text/plain', 'ok');
  if (url.pathname === '/token') {
    const email = url.searchParams.get('email') ?? 'stand.in@example.com';
    const credential = idToken({
      email,
      given_name: url.searchParams.get('given_name') ?? 'Stand',
      family_name: url.searchParams.get('family_name') ?? 'In',
      nonce: url.searchParams.get('nonce') ?? undefined,
      hd: url.searchParams.get('hd') ?? undefined,
    });
    return send(200, 'application/json', JSON.stringify({ credential }), { 'access-control-allow-origin': '*' });
  }
  return send(404, 'text/plain', 'not found');
});

server.listen(port, host, () => console.log(`Google stand-in on ${origin} (client id ${clientId})`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
