/**
 * The network edge for tests and stories: msw handlers made from answer maps
 * (`{ 'POST /auth/login': answer }`) and typed builders for the common calls.
 * Vitest uses them with `msw/node` (`networkServer` in ./node), Storybook with
 * msw-storybook-addon's service worker (`parameters.network`). Not for production code.
 */
export * from './network-handlers';
export * from './api-handlers';
