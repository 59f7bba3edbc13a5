import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@intambwe/api-client';
import { toaster } from '@intambwe/ui';
import { resetGoogleIdentityLoader } from '../../google/load-google-identity';
import { installFakeGoogle } from '../../testing/fake-google';
import { renderScreen } from '../../testing/render-screen';
import { googleNonceAnswer } from '../../testing/stub-network';
import { DeleteAccountDialog, type DeleteProof } from './delete-account-dialog';

const config = { googleClientId: 'client-123.apps.googleusercontent.com' };
const refused = (status: number, code: string) => new ApiError({ kind: 'http', status, code });

function setup(onDelete: (proof: DeleteProof) => Promise<void>, withGoogle = true) {
  const user = userEvent.setup();
  renderScreen(<DeleteAccountDialog onDelete={onDelete} onCancel={() => undefined} />, {
    path: '/account',
    network: { 'POST /auth/google/nonce': googleNonceAnswer },
    config: withGoogle ? config : {},
  });
  return { user, dialog: () => within(screen.getByRole('alertdialog', { name: 'Delete your account?' })) };
}

describe('DeleteAccountDialog', () => {
  afterEach(() => {
    act(() => toaster.remove());
    resetGoogleIdentityLoader();
    delete (window as { google?: unknown }).google;
  });

  it('an account without a password (PASSWORD_NOT_SET) is deleted with a fresh Google sign-in instead', async () => {
    installFakeGoogle({ oneTap: 'credential', credential: 'fresh-google-token' });
    const onDelete = vi.fn(async (proof: DeleteProof) => {
      if ('password' in proof) throw refused(400, 'PASSWORD_NOT_SET');
    });
    const { user, dialog } = setup(onDelete);
    await user.type(await screen.findByLabelText(/^Your password/), 'Guess2026');
    await user.click(dialog().getByRole('button', { name: 'Delete for ever' }));
    const confirm = await dialog().findByRole('button', { name: 'Confirm with Google and delete' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(dialog().queryByLabelText(/^Your password/)).toBeNull();
    await user.click(confirm);
    await waitFor(() => expect(onDelete).toHaveBeenLastCalledWith({ idToken: 'fresh-google-token' }));
    expect(onDelete.mock.calls).toEqual([[{ password: 'Guess2026' }], [{ idToken: 'fresh-google-token' }]]);
  });

  it('a Google account that is not this one\'s is said in the dialog, and the password can be used again', async () => {
    installFakeGoogle({ oneTap: 'credential', credential: 'someone-elses-token' });
    const onDelete = vi.fn(async () => {
      throw refused(401, 'INVALID_ID_TOKEN');
    });
    const { user, dialog } = setup(onDelete);
    await user.click(await dialog().findByRole('button', { name: 'I sign in with Google' }));
    await user.click(await dialog().findByRole('button', { name: 'Confirm with Google and delete' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('That Google account is not linked to this account. Please choose the one you sign in with.');
    await user.click(dialog().getByRole('button', { name: 'Use my password instead' }));
    await waitFor(() => expect(dialog().getByLabelText(/^Your password/)).toHaveFocus());
    expect(dialog().queryByRole('alert')).toBeNull();
  });

  it('offers Google only where the platform has a Google client', async () => {
    setup(vi.fn(async () => undefined), false);
    expect(await screen.findByLabelText(/^Your password/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I sign in with Google' })).toBeNull();
  });
});
