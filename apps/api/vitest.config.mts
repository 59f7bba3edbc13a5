import { defineConfig } from 'vitest/config';

/**
 * Server tests run against PGlite always, and against PostgreSQL as well when
 * TEST_DATABASE_URL names a server (.ci/run starts Debian's PostgreSQL).
 */
const withPostgres = Boolean(process.env['TEST_DATABASE_URL']);

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/api',
  // Workspace packages are transformed from source (their dist/ may not be built).
  ssr: { resolve: { conditions: ['@intambwe/source'], externalConditions: ['@intambwe/source'] } },
  test: {
    watch: false,
    globals: true,
    environment: 'node',
    server: { deps: { inline: [/@intambwe\//] } },
    include: ['src/**/*.spec.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    projects: [
      { extends: true as const, test: { name: 'api-pglite', env: { TEST_DB: 'pglite' } } },
      ...(withPostgres ? [{ extends: true as const, test: { name: 'api-postgres', env: { TEST_DB: 'postgres' } } }] : []),
    ],
  },
});
