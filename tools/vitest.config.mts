import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  // The catalog check reads the libraries' messages from their source.
  resolve: { conditions: ['@intambwe/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@intambwe/source', ...defaultServerConditions] } },
  test: {
    name: 'tools',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 120_000,
  },
});
