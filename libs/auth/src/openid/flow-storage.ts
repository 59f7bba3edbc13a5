/**
 * What a platform keeps between sending a person to sign in and getting them
 * back at /auth/callback: the PKCE verifier, the nonce and where to go next,
 * under the request's `state`, in this tab's session storage (a request made in
 * one tab is finished in that tab; an attacker's `state` finds nothing here).
 * A flow is dropped once its answer is known (kept after a lost connection, so
 * Try again can repeat the exchange) and ignored after FLOW_TTL_MS.
 */
export interface PendingFlow {
  verifier: string;
  nonce: string;
  /** A path of this app to open once signed in. */
  returnTo: string;
  createdAt: number;
}

const PREFIX = 'intambwe-sign-in:';
/** As long as the front door keeps a sign-in request open (its interaction: one hour). */
export const FLOW_TTL_MS = 60 * 60 * 1000;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveFlow(state: string, flow: PendingFlow, storage = store()): void {
  try {
    storage?.setItem(`${PREFIX}${state}`, JSON.stringify(flow));
  } catch {
    // Storage refused: the callback will say the link has expired, and Sign in again starts over.
  }
}

export function dropFlow(state: string, storage = store()): void {
  try {
    storage?.removeItem(`${PREFIX}${state}`);
  } catch {
    // nothing kept
  }
}

/** The flow of `state`: null when unknown, already dropped, expired or unreadable. */
export function readFlow(state: string | null, now = Date.now(), storage = store()): PendingFlow | null {
  if (!state || !storage) return null;
  let raw: string | null = null;
  try {
    raw = storage.getItem(`${PREFIX}${state}`);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const flow = JSON.parse(raw) as Partial<PendingFlow>;
    if (typeof flow.verifier !== 'string' || typeof flow.nonce !== 'string' || typeof flow.createdAt !== 'number') return null;
    if (now - flow.createdAt > FLOW_TTL_MS) return null;
    return { verifier: flow.verifier, nonce: flow.nonce, returnTo: typeof flow.returnTo === 'string' ? flow.returnTo : '/', createdAt: flow.createdAt };
  } catch {
    return null;
  }
}
