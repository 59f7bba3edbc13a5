import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';

/** Every story renders as a test in Debian's Chromium, with its play function and an axe check. */
export default defineConfig({
  plugins: [storybookTest({ configDir: import.meta.dirname })],
  resolve: { conditions: ['@intambwe/source', ...defaultClientConditions] },
  cacheDir: '../node_modules/.vite/storybook',
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@chakra-ui/react',
      '@emotion/react',
      '@tanstack/react-query',
      'react-router',
      'ky',
      'valibot',
      'lucide-react',
      'react-hook-form',
      '@hookform/resolvers/valibot',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
    ],
  },
  test: {
    name: 'storybook',
    watch: false,
    testTimeout: 30_000,
    setupFiles: [new URL('./vitest.setup.ts', import.meta.url).pathname],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath,
          args: [...chromiumArgs],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
