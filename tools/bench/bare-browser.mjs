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
import { untilBrowserQuiet } from './quiet-browser.mjs';

/**
 * A browser-wide DevTools connection (flat sessions) to the browser listening on `port`:
 * `send(method, params, sessionId)` resolves with the answer's result or rejects with the method's name
 * and the browser's words; `on(listener)` receives every event ({ method, params, sessionId }).
 * Also the journey's (journey.mjs), for what Playwright does not reach: service workers' network.
 */
export async function connectToBrowser(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  // Trace data comes in large messages.
  const socket = new WebSocket(webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 1024 * 1024 * 1024 });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = new Map();
  const listeners = new Set();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
      else call?.resolve(message.result);
      return;
    }
    for (const listener of listeners) listener(message);
  });
  socket.on('close', () => {
    for (const call of pending.values()) call.reject(new Error('the browser connection closed'));
    pending.clear();
  });
  return {
    send(method, params = {}, sessionId) {
      lastId += 1;
      const id = lastId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, method });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      });
    },
    on: (listener) => listeners.add(listener),
    close: () => socket.close(),
  };
}

/** Calls and events of one protocol session: a tab's, or the browser's own (no session id). */
function session(connection, sessionId) {
  const handlers = new Map();
  connection.on((message) => {
    if (message.sessionId !== sessionId) return;
    for (const handler of handlers.get(message.method) ?? []) handler(message.params);
  });
  const on = (method, handler) => handlers.set(method, [...(handlers.get(method) ?? []), handler]);
  return {
    send: (method, params) => connection.send(method, params, sessionId),
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
 * A fresh headless Chromium (the bench's flags, a new profile), handed over once its own start-up work
 * is done (`startup`: quiet-browser.mjs), and a protocol client for it: the browser's own session
 * (`send(method, params)`, `on(event, listener)`, `once(event)`), and
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
  let startup;
  try {
    connection = await connectToBrowser(chrome.port);
    // Not while the browser is still busy with its own start-up (quiet-browser.mjs).
    startup = await untilBrowserQuiet(connection.send);
  } catch (error) {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    ...session(connection, undefined),
    startup,
    async newTab() {
      const { targetId } = await connection.send('Target.createTarget', { url: 'about:blank' });
      const { sessionId } = await connection.send('Target.attachToTarget', { targetId, flatten: true });
      return { ...session(connection, sessionId), close: () => connection.send('Target.closeTarget', { targetId }) };
    },
    async close() {
      connection.close();
      await chrome.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
