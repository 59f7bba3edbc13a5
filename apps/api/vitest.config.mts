import { defineConfig } from 'vitest/config';
// The workspace's i18n build step: `.po` catalogs and `defineMessages` compiled as in the browser builds.
import { i18nMessages } from '../../tools/vite/i18n.mts';

/**
 * Server tests run against PGlite always, and against PostgreSQL as well when
 * TEST_DATABASE_URL names a server (.ci/run starts Debian's PostgreSQL). With
 * TEST_REDIS_URL as well, a third project runs two server processes on one
 * PostgreSQL and one Redis.
 *
 * File names say where a spec belongs: `*.pglite.spec.ts` and `*.fuzz.spec.ts`
 * run on PGlite only (what they test does not depend on the database, and the
 * fuzz run is the long one), `*.postgres.spec.ts` on PostgreSQL only,
 * `*.cluster.spec.ts` in the cluster project only.
 */
const withPostgres = Boolean(process.env['TEST_DATABASE_URL']);
const withCluster = withPostgres && Boolean(process.env['TEST_REDIS_URL']);

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/api',
  // Catalogs (`import('./locales/fr.po')`) and messages compile as in the builds (the platform facts' languages).
  plugins: [...i18nMessages()],
  // Workspace packages are transformed from source (their dist/ may not be built).
  ssr: { resolve: { conditions: ['@intambwe/source'], externalConditions: ['@intambwe/source'] } },
  test: {
    watch: false,
    globals: true,
    environment: 'node',
    server: { deps: { inline: [/@intambwe\//] } },
    // Generous: a test that starts a server of its own (a fresh database and its migrations) must not fail
    // because the machine is busy; nothing here asserts time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    projects: [
      {
        extends: true as const,
        test: { name: 'api-pglite', env: { TEST_DB: 'pglite' }, include: ['src/**/*.spec.ts'], exclude: ['src/**/*.postgres.spec.ts', 'src/**/*.cluster.spec.ts'] },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                env: { TEST_DB: 'postgres' },
                include: ['src/**/*.spec.ts'],
                exclude: ['src/**/*.pglite.spec.ts', 'src/**/*.fuzz.spec.ts', 'src/**/*.cluster.spec.ts'],
              },
            },
          ]
        : []),
      ...(withCluster
        ? [{ extends: true as const, test: { name: 'api-cluster', env: { TEST_DB: 'postgres' }, include: ['src/**/*.cluster.spec.ts'] } }]
        : []),
    ],
  },
});
