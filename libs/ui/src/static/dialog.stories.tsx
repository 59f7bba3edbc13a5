import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaticDialog } from './dialog';
import { kitClasses, StaticButton } from './kit';

/** A button that opens the dialog, as islands show one (the dialog renders while it is open). */
function DialogDemo({ busy = false, onClose }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <StaticButton variant="outline" onClick={() => setOpen(true)}>
        Open
      </StaticButton>
      {open && (
        <StaticDialog
          title="Sign in with Google"
          closeLabel="Close"
          busy={busy}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <div className={kitClasses.dialogBody}>
            <p>Choose the Google account you want to use.</p>
          </div>
        </StaticDialog>
      )}
    </>
  );
}

const meta = {
  title: 'ui/static/Dialog',
  component: DialogDemo,
  args: { onClose: fn() },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sign in with Google' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };

/** Escape or a press beside it: the browser asks to cancel (a `cancel` event; scripted keys do not make the browser send it). */
export const ClosedByEscape: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sign in with Google' });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** While something is on its way, Escape and the close button do nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sign in with Google' });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};
