/**
 * @intambwe/auth/viewer: who this browser remembers as signed in, and signing
 * out of it, for parts of a public page that must stay small (no HTTP client,
 * no design system). Screens that act on the session use `@intambwe/auth`.
 */
export {
  announceSessionChange,
  readStoredViewer,
  signOutOfThisBrowser,
  subscribeToStoredSession,
  useStoredViewer,
  SESSION_CHANGED_EVENT,
  type StoredViewer,
} from './session/stored-session';
