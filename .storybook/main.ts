import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { chakraLazySystem } from '../tools/vite/chakra-lazy-system.mts';

/** One Storybook for every library and the shell's own screens: designers review all components in one place. */
const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [chakraLazySystem()],
      resolve: { conditions: ['@intambwe/source', ...defaultClientConditions] },
    });
  },
};
export default config;
