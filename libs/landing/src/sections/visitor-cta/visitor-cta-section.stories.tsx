import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { clearSession, dark, signedIn, smallPhone } from '../../testing/story-helpers';
import { VisitorCtaSection } from './visitor-cta-section';

const meta = {
  title: 'landing/Visitor invitation',
  component: VisitorCtaSection,
  beforeEach: clearSession,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VisitorCtaSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const user = signedIn();

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/register');
  },
};
export const Dark: Story = { globals: dark };
export const SmallScreen: Story = { globals: smallPhone };
export const HiddenForSignedInUser: Story = {
  beforeEach: user.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('heading')).toBeNull());
  },
};
