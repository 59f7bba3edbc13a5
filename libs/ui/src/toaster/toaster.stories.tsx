import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notify, toaster } from './toaster';

function ToastDemo() {
  return (
    <HStack wrap="wrap" gap="3">
      <Button onClick={() => notify.success('Login successful! Welcome back.')}>Success</Button>
      <Button variant="outline" onClick={() => notify.error('Server error. Please try again later.')}>
        Error
      </Button>
      <Button variant="outline" onClick={() => notify.info('Google sign-in was cancelled', { duration: 2000 })}>
        Info (2000 ms)
      </Button>
    </HStack>
  );
}

const meta = {
  title: 'ui/Toaster',
  component: ToastDemo,
  // The toaster is one per page: start every story without toasts.
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const toast = await within(document.body).findByText('Login successful! Welcome back.');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    const toast = await within(document.body).findByText('Server error. Please try again later.');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Success.play,
};
