// Reading and waiting in the measured page from outside it, through the DevTools protocol.
//
// Playwright's own page.waitForFunction (and page.evaluate) first put Playwright's script into the
// page's main world: several hundred KB that the page's main thread parses and compiles. A bench that
// waits that way right after a tap, or while the app is starting, measures that work too, at the CPU
// slowdown: it lands between the tap and the frame that answers it, or among the start-up tasks. A
// person's phone never runs it. These helpers send one small expression instead.

const IN_PAGE = 'In the page: ';
const NAVIGATED = /context was destroyed|Cannot find context|navigated|Execution context/i;

/** The value of `expression` in the page's main world (awaited if it is a promise), as JSON. */
export async function valueInPage(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) {
    throw new Error(`${IN_PAGE}${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  }
  return result.value;
}

/**
 * Resolves true once `condition` (an expression) is true in the page, checked every `every` ms by a
 * timer in the page; false after `timeout` ms. A navigation meanwhile (the document it was checked in
 * is gone) starts the check again in the next document, within the same time limit.
 */
export async function waitInPage(cdp, condition, { timeout = 60_000, every = 100 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    try {
      return await valueInPage(
        cdp,
        `new Promise((resolve, reject) => {
          const until = performance.now() + ${left};
          const check = () => {
            try {
              if (${condition}) resolve(true);
              else if (performance.now() > until) resolve(false);
              else setTimeout(check, ${every});
            } catch (error) {
              reject(error);
            }
          };
          check();
        })`,
      );
    } catch (error) {
      if (error.message.startsWith(IN_PAGE) || !NAVIGATED.test(error.message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, every));
    }
  }
}
