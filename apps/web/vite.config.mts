import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const chakraPureFunctions = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineKeyframes',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineGlobalStyles',
  'defineConditions',
  'createAnatomy',
];

const apiTarget = process.env['API_URL'] ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  // Workspace libraries resolve to their source; the defaults keep the production builds of React & co.
  resolve: { conditions: ['@intambwe/source', ...defaultClientConditions] },
  server: {
    port: 4200,
    host: 'localhost',
    // `npm run dev`: the API (tsx watch) answers /api and /config.json.
    proxy: { '/api': apiTarget, '/config.json': apiTarget },
  },
  preview: { port: 4300, host: 'localhost' },
  plugins: [react()],
  build: {
    outDir: './dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    target: 'es2020',
    assetsInlineLimit: 2048,
    rolldownOptions: {
      treeshake: {
        // Chakra's define* helpers are identity functions without pure annotations: marking
        // them pure lets unused recipes and tokens drop out of the bundle.
        manualPureFunctions: chakraPureFunctions,
      },
    },
  },
  test: {
    name: 'web',
    watch: false,
    globals: true,
    environment: 'jsdom',
    setupFiles: ['../../tools/vite/test-setup.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    restoreMocks: true,
  },
});
