import { Button, Stack } from '@chakra-ui/react';
import { accountApi, useApiClient } from '@intambwe/api-client';
import { useLocalePath } from '@intambwe/i18n';
import { notify } from '@intambwe/ui';
import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccountMessages } from './account-messages';
import { exportFileName } from '../../rules/account-rules';
import { useAuthActions } from '../../state/auth-context';
import { useFailureText } from '../../state/use-failure-text';
import { AccountSection } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';
import { OFFLINE_FAILS } from './offline-fails';

/** Saves `data` as a JSON file through a temporary link (no new tab, works offline once fetched). */
function saveJson(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Download my data (GET /account/export, as a JSON file). */
export function DataSection() {
  const m = useAccountMessages().account;
  const api = useApiClient();
  const { failureText } = useFailureText();
  const download = useMutation({
    ...OFFLINE_FAILS,
    mutationFn: () => accountApi.exportData(api),
    onSuccess: (data) => {
      saveJson(data, exportFileName(new Date()));
      notify.success(m.data.downloaded);
    },
    onError: (error) => notify.error(failureText(error, m.loadFailed)),
  });
  return (
    <AccountSection title={m.data.title} note={m.data.note}>
      <Button alignSelf="flex-start" variant="outline" loading={download.isPending} loadingText={m.data.downloading} onClick={() => download.mutate()}>
        <Download aria-hidden="true" />
        {m.data.download}
      </Button>
    </AccountSection>
  );
}
DataSection.displayName = 'DataSection';

/** Delete account, behind a confirmation with the password (or a fresh Google sign-in for an account without one); then the person is signed out and taken home. */
export function DeleteSection({ onLeaving }: { onLeaving?(leaving: boolean): void }) {
  const m = useAccountMessages().account.delete;
  const { deleteAccount } = useAuthActions();
  const navigate = useNavigate();
  const pathFor = useLocalePath();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <AccountSection title={m.title} note={m.note}>
      <Stack align="flex-start">
        <Button ref={opener} colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          {m.open}
        </Button>
      </Stack>
      {open && (
        <DeleteAccountDialog
          onCancel={() => {
            setOpen(false);
            queueMicrotask(() => opener.current?.focus());
          }}
          onDelete={async (proof) => {
            onLeaving?.(true);
            try {
              await deleteAccount(proof);
            } catch (error) {
              onLeaving?.(false);
              throw error;
            }
            notify.success(m.deleted);
            navigate(pathFor('/'), { replace: true });
          }}
        />
      )}
    </AccountSection>
  );
}
DeleteSection.displayName = 'DeleteSection';
