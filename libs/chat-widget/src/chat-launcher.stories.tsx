import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatLauncher } from './chat-launcher';
import { chatMessages as m, launcherMessages } from './messages';

/** The launcher as a page mounts it: floating in a corner, the widget loaded on first open. */
const meta = {
  title: 'chat-widget/ChatLauncher',
  component: ChatLauncher,
  args: { page: 'landing' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box as="main" minH="100dvh" p="6">
      <Box position="fixed" insetEnd="6" bottom="6">
        <ChatLauncher {...args} />
      </Box>
    </Box>
  ),
} satisfies Meta<typeof ChatLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const launcher = within(canvasElement).getByRole('button', { name: launcherMessages.open });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('region', { name: /Assistant$/ })).toBeNull();
  },
};

export const OpenedAndClosed: Story = {
  parameters: { network: { 'POST /ai/chat': { body: { success: true, data: { message: 'Hello!', suggestions: [] } } } } },
  play: async ({ canvasElement }) => {
    const launcher = within(canvasElement).getByRole('button', { name: launcherMessages.open });
    await userEvent.click(launcher);
    const input = await screen.findByRole('textbox', { name: m.inputLabel });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(launcher).toHaveFocus();
  },
};

export const ClosedDark: Story = { globals: { theme: 'dark' } };
