import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { i18nMessages } from '../tools/vite/i18n.mts';

/** One Storybook for every library and the shell's own screens: designers review all components in one place. */
const config: StorybookConfig = {
  // Docs pages of the libraries without components (api-client, contract) first, then every component's stories.
  stories: ['./docs/*.mdx', '../libs/*/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Mock Service Worker's script (`npx msw init .storybook/public --no-save`), served at the root for the stories' network.
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // @chakra-ui/react's package.json asks Storybook to compose Chakra's own online Storybook into the sidebar:
  // designers review ours (and the served copy's Content-Security-Policy allows only this origin).
  refs: { '@chakra-ui/react': { disable: true } },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [...i18nMessages()],
      resolve: { conditions: ['@intambwe/source', ...defaultClientConditions] },
    });
  },
};
export default config;
