import type { Page } from '@playwright/test';

/** The sister platforms of the e2e server (ELEARNING_URL, JOB_PORTAL_URL in playwright.config.ts). */
export const ELEARNING_URL = 'https://learn.example.com';
export const JOB_PORTAL_URL = 'https://jobs.example.com';

/**
 * Answers for the sister platforms' hosts at the network edge (this machine
 * has no internet), so a person sent there lands on a page whose URL can be checked.
 */
export async function standInForSisterPlatforms(page: Page): Promise<void> {
  for (const url of [ELEARNING_URL, JOB_PORTAL_URL]) {
    await page.route(`${url}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><title>${new URL(url).host}</title><h1>${new URL(url).host}</h1>` }),
    );
  }
}

/** Every URL the main frame committed to, in order (to see /dashboard pass by before the platform). */
export function recordNavigations(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

let counter = 0;
/** An address nobody has used on this server yet. */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${(counter += 1)}@example.com`;
