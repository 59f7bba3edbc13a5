/** A tab of a bare protocol client: protocol calls on its session and its events. */
export interface BareTab {
  send(method: string, params?: Record<string, unknown>): Promise<any>;
  on(method: string, handler: (params: any) => void): void;
  once(method: string): Promise<any>;
  close(): Promise<unknown>;
}
export interface BareBrowser {
  /** How long the browser's own start-up kept it busy before it was handed over (quiet-browser.mjs). */
  startup: { quiet: boolean; waitedMs: number; startupCpuMs: number };
  /** The browser's own session. */
  send(method: string, params?: Record<string, unknown>): Promise<any>;
  on(method: string, handler: (params: any) => void): void;
  once(method: string): Promise<any>;
  newTab(): Promise<BareTab>;
  close(): Promise<void>;
}
/** A fresh headless Chromium (the bench's flags, a new profile), once quiet, driven by a bare protocol client. */
export declare function openBareBrowser(): Promise<BareBrowser>;
/** A browser-wide protocol connection (flat sessions) to the browser listening on `port`. */
export declare function connectToBrowser(port: number): Promise<{
  send(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<any>;
  on(listener: (message: { method: string; params: any; sessionId?: string }) => void): void;
  close(): void;
}>;
