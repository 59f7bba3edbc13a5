import { render, screen, within } from '@testing-library/react';
import { TestProviders } from '../testing/test-providers';
import { CONTACT_DIALOG_ID, ContactDialog } from './contact-dialog';

describe('ContactDialog (static: a native modal dialog, with the contact form island)', { timeout: 20_000 }, () => {
  it('is a closed modal dialog named and described, with a close button, holding the form', async () => {
    const { container } = render(
      <TestProviders>
        <ContactDialog />
      </TestProviders>,
    );
    const dialog = container.querySelector(`dialog#${CONTACT_DIALOG_ID}`) as HTMLDialogElement;
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') as string)).toHaveTextContent('Contact us');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') as string)).toHaveTextContent(/^Questions about programs/);
    const close = within(dialog).getByRole('button', { name: 'Close the contact form', hidden: true });
    expect(close).toHaveAttribute('commandfor', CONTACT_DIALOG_ID);
    expect(close).toHaveAttribute('command', 'close');
    const island = dialog.querySelector('[data-island="landing.contact-form"]') as HTMLElement;
    expect(island).toHaveAttribute('data-hydrate', 'open');
    expect(JSON.parse(island.getAttribute('data-props') ?? '')).toEqual({ inDialog: CONTACT_DIALOG_ID });
    expect(await within(island).findByRole('textbox', { name: /Your name/, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
