import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { browserNavigation } from '../../navigation/browser-navigation';
import { dark, smallPhone, stayOnPage, withAuth } from '../../testing/story-helpers';
import { PlatformRedirectScreen } from './platform-redirect-screen';

const meta = {
  title: 'auth/Platform redirect',
  component: PlatformRedirectScreen,
  decorators: [withAuth],
  parameters: { layout: 'fullscreen', route: '/elearning' },
  args: { platform: 'elearning' },
  beforeEach: stayOnPage,
} satisfies Meta<typeof PlatformRedirectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser refused the new tab: the page offers a link instead. */
const blockNewTabs = () => {
  const restore = stayOnPage();
  browserNavigation.openInNewTab = () => false;
  return restore;
};

export const OpeningElearning: Story = {};

export const OpeningJobPortal: Story = { args: { platform: 'job_portal' }, parameters: { route: '/jobs' } };

export const Blocked: Story = {
  beforeEach: blockNewTabs,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Open the E-Learning platform/ })).toBeVisible();
  },
};

export const BlockedDark: Story = { ...Blocked, globals: dark };

export const BlockedSmallScreen: Story = { ...Blocked, globals: smallPhone };
