/** Business constants of SPEC §9 that the auth screens use. */
export const authTimings = {
  /** Delay before the redirect after sign-in, registration or role selection. */
  redirectDelayMs: 100,
  /** Delay before going to / after a password reset. */
  resetRedirectDelayMs: 2000,
  /** How long the Google sign-in may stay open before it gives up. */
  googleTimeoutMs: 30_000,
  /** How often the page checks whether Google's script is ready. */
  googleReadyPollMs: 100,
  /** How long the page waits for Google's script to become ready once it has loaded. */
  googleReadyTimeoutMs: 10_000,
  /** Auto-close of the "opening Google sign-in" notice. */
  googleNoticeDurationMs: 2000,
} as const;

/** Width of the Google button in the manual popup (SPEC §9). */
export const GOOGLE_BUTTON_WIDTH = 300;
