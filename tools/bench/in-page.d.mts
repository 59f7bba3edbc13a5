/** A DevTools session of a page: Playwright's CDPSession, or anything that sends protocol calls. */
export interface PageSession {
  send(method: 'Runtime.evaluate', params: { expression: string; awaitPromise: boolean; returnByValue: boolean }): Promise<{
    result?: { value?: unknown };
    exceptionDetails?: { text?: string; exception?: { description?: string } };
  }>;
}
/** The value of `expression` in the page's main world (awaited if it is a promise), as JSON. */
export declare function valueInPage(cdp: PageSession, expression: string): Promise<unknown>;
/** Resolves true once `condition` holds in the page, checked every `every` ms; false after `timeout` ms. */
export declare function waitInPage(cdp: PageSession, condition: string, options?: { timeout?: number; every?: number }): Promise<boolean>;
