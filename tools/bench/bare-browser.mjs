// A browser driven by a bare DevTools protocol client, for figures of a page's own start-up.
//
// Playwright (like Puppeteer, Lighthouse and DevTools) enables the protocol's Runtime domain in every
// page it drives, and Playwright has each new document make an isolated world (a JavaScript context) of
// its own. Neither happens on a person's phone, and both land among the very tasks the start-up figure
// counts: with Runtime enabled, creating an `Error` makes V8 re-parse every function on the stack to
// record where it was created, and React's DOM renderer creates three at its module's evaluation
// (README, "What an attached inspector adds").
// This client enables nothing: it sets the phone's screen and CPU through Emulation, records a trace
// through Tracing, navigates through Page.navigate, and reads the page with Runtime.evaluate, which
// works without the domain being enabled (in-page.mjs). Each browser has a fresh profile.
import { launch } from 'chrome-launcher';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { chromiumArgs } from '../chromium.mjs';
import { CHROMIUM } from './environment.mjs';

const CALL_TIMEOUT_MS = 120_000;

/**
 * One protocol connection to a browser: `call(method, params, sessionId)` resolves with the answer's
 * result or rejects with its error message; `listen(sessionId, listener)` receives that session's events.
 */
async function connect(webSocketUrl) {
  const socket = new WebSocket(webSocketUrl, { perMessageDeflate: false, maxPayload: 1024 * 1024 * 1024 });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map();
  const listeners = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.id !== undefined) {
      const answer = waiting.get(message.id);
      waiting.delete(message.id);
      answer?.(message);
      return;
    }
    for (const listener of listeners.get(message.sessionId ?? '') ?? []) listener(message.method, message.params);
  });
  socket.on('close', () => {
    for (const answer of waiting.values()) answer({ error: { message: 'the browser closed the connection' } });
    waiting.clear();
  });
  return {
    call(method, params = {}, sessionId) {
      return new Promise((resolve, reject) => {
        const id = (lastId += 1);
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`${method}: no answer in ${CALL_TIMEOUT_MS / 1000} s`));
        }, CALL_TIMEOUT_MS);
        waiting.set(id, (message) => {
          clearTimeout(timer);
          if (message.error) reject(new Error(`${method}: ${message.error.message}`));
          else resolve(message.result);
        });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      });
    },
    listen(sessionId, listener) {
      listeners.set(sessionId, [...(listeners.get(sessionId) ?? []), listener]);
    },
    close() {
      socket.close();
    },
  };
}

/** Calls and events of one protocol session: a tab's, or the browser's own (no session id). */
function session(connection, sessionId) {
  const handlers = new Map();
  connection.listen(sessionId ?? '', (method, params) => {
    for (const handler of handlers.get(method) ?? []) handler(params);
  });
  const on = (method, handler) => handlers.set(method, [...(handlers.get(method) ?? []), handler]);
  return {
    send: (method, params) => connection.call(method, params, sessionId),
    on,
    once: (method) =>
      new Promise((resolve) => {
        let done = false;
        on(method, (params) => {
          if (done) return;
          done = true;
          resolve(params);
        });
      }),
  };
}

/**
 * A fresh headless Chromium (the bench's flags, a new profile) and a protocol client for it: the
 * browser's own session (`send(method, params)`, `on(event, listener)`, `once(event)`), and
 * `newTab()`, a blank tab with the same three and `close()`; `send` resolves with the protocol's
 * result (the shape in-page.mjs and Playwright's CDP sessions use).
 */
export async function openBareBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const chrome = await launch({
    chromePath: CHROMIUM,
    userDataDir: profile,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  let connection;
  try {
    const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    connection = await connect(version.webSocketDebuggerUrl);
  } catch (error) {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    ...session(connection, undefined),
    async newTab() {
      const { targetId } = await connection.call('Target.createTarget', { url: 'about:blank' });
      const { sessionId } = await connection.call('Target.attachToTarget', { targetId, flatten: true });
      return { ...session(connection, sessionId), close: () => connection.call('Target.closeTarget', { targetId }) };
    },
    async close() {
      connection.close();
      await chrome.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
