import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteLoading } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

const dark = { theme: 'dark' } as const;
const smallPhone = { viewport: { value: 'smallPhone' } } as const;

/** The router fallback (SPEC §8) and the loading state of a screen whose code is still arriving. */
const meta = {
  title: 'web/Shell screens',
  component: RouteErrorScreen,
  args: { error: new Error('Failed to fetch dynamically imported module: /assets/pages-abc123.js') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FailedScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
  },
};

export const FailedResponse: Story = {
  args: { error: { status: 404, statusText: 'Not Found' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('404 Not Found')).toBeVisible();
  },
};

export const FailedDark: Story = { globals: dark };

export const FailedSmallScreen: Story = { globals: smallPhone };

export const Loading: Story = {
  render: () => <RouteLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading page…')).toBeInTheDocument();
  },
};

export const LoadingDark: Story = { render: () => <RouteLoading />, globals: dark };
