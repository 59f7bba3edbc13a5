/*
 * The first script of every page, kept tiny. On a prerendered public page the
 * app (React, Chakra, the screen) starts on the visitor's first sign of
 * intent (see start-on-intent.ts); elsewhere it starts at once.
 */
import { registerServiceWorker } from './app/service-worker';
import { canWaitForIntent, holdEarlyInteractions, prefetchAppCode, SESSION_TOKEN_KEY, whenIntent } from './app/start-on-intent';

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(SESSION_TOKEN_KEY) !== null;
  } catch {
    return false; // storage blocked: nobody can be signed in on this page
  }
}

function googleConfigured(): boolean {
  try {
    const config = JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as { googleClientId?: unknown };
    return typeof config.googleClientId === 'string' && config.googleClientId !== '';
  } catch {
    return false;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const prerendered = root.firstElementChild !== null;
if (prerendered) holdEarlyInteractions(root);
const canWait = canWaitForIntent({
  root,
  hasStoredSession: hasStoredSession(),
  googleConfigured: googleConfigured(),
  pathname: window.location.pathname,
});

if (canWait) prefetchAppCode(window);
void (canWait ? whenIntent(window) : Promise.resolve()).then(() => import('./boot')).then(({ startApp }) => startApp(root));
registerServiceWorker();
