import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { accountApi, accountQueryKeys, isApiError, useApiClient, type WebAuthnResponseJSON } from '@intambwe/api-client';
import type { Passkey } from '@intambwe/contract';
import { notify, useHydrated } from '@intambwe/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAccountMessages } from './account-messages';
import { isCancelledCeremony, supportsPasskeys } from '../../rules/account-rules';
import { useFailureText } from '../../state/use-failure-text';
import { AccountSection, LoadFailed, LoadingRows } from './account-section';
import { useFormatDate } from './use-format-date';
import { OFFLINE_FAILS } from './offline-fails';

/** Asks the browser for a new passkey; the WebAuthn helper is fetched only now (nobody who never adds one downloads it). */
async function createPasskey(optionsJSON: { challenge: string }): Promise<WebAuthnResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  // The server's options are WebAuthn Level 3 JSON, as the helper expects them; the contract checks only the challenge.
  const response = await startRegistration({ optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  return response as unknown as WebAuthnResponseJSON;
}

/** One passkey: Rename (focus returns to Rename after it) and Remove (focus goes to the section's heading: the row is gone). */
function PasskeyRow({ passkey, onRemoved, onRefresh }: { passkey: Passkey; onRemoved(message: string): void; onRefresh(): Promise<void> }) {
  const m = useAccountMessages().account;
  const api = useApiClient();
  const { failureText } = useFailureText();
  const formatDate = useFormatDate();
  const renameButton = useRef<HTMLButtonElement>(null);
  const renameInput = useRef<HTMLInputElement>(null);
  const [renaming, setRenaming] = useState(false);
  const name = passkey.name || m.passkeys.unnamed;
  const rename = useMutation({
    ...OFFLINE_FAILS,
    mutationFn: (next: string) => accountApi.renamePasskey(api, passkey.id, { name: next }),
    onSuccess: () => {
      closeRename();
      notify.success(m.passkeys.renamed);
      return onRefresh();
    },
    onError: (error) => notify.error(failureText(error, m.loadFailed)),
  });
  const remove = useMutation({
    ...OFFLINE_FAILS,
    mutationFn: () => accountApi.removePasskey(api, passkey.id),
    onSuccess: () => onRemoved(m.passkeys.removed),
    onError: (error) => notify.error(failureText(error, m.loadFailed)),
  });
  const submitRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (next) rename.mutate(next);
  };
  // The rename form takes the focus when it opens; once it closes, focus goes back to Rename.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (renaming) {
      renameInput.current?.focus();
      return;
    }
    if (!returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);
  const closeRename = () => {
    returnFocus.current = true;
    setRenaming(false);
  };
  return (
    <Stack as="li" gap="2" p="3" borderRadius="md" bg="bg.muted">
      {renaming ? (
        <form onSubmit={submitRename} aria-label={m.passkeys.renameAria({ name })}>
          <Stack gap="2">
            <label htmlFor={`passkey-${passkey.id}`}>
              <Text as="span" fontSize="sm" fontWeight="medium">
                {m.passkeys.renameLabel}
              </Text>
            </label>
            <Input
              id={`passkey-${passkey.id}`}
              name="name"
              defaultValue={passkey.name}
              ref={renameInput}
              maxLength={64}
              required
              onKeyDown={(event) => {
                if (event.key === 'Escape') closeRename();
              }}
            />
            <HStack gap="2">
              <Button type="submit" size="sm" loading={rename.isPending}>
                {m.passkeys.save}
              </Button>
              <Button size="sm" variant="ghost" onClick={closeRename} disabled={rename.isPending}>
                {m.passkeys.cancel}
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <HStack gap="3" minW="0">
            <KeyRound aria-hidden="true" size="1.25em" />
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">{name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {passkey.lastUsedAt ? m.passkeys.lastUsed({ date: formatDate(passkey.lastUsedAt) }) : m.passkeys.created({ date: formatDate(passkey.createdAt) })}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2">
            <Button ref={renameButton} size="sm" variant="ghost" aria-label={m.passkeys.renameAria({ name })} onClick={() => setRenaming(true)}>
              {m.passkeys.rename}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={m.passkeys.removeLabel({ name })}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {m.passkeys.remove}
            </Button>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * The person's passkeys (list, add, rename, remove); shown only where the
 * browser can use them (after hydration: the server cannot know).
 */
export function PasskeysSection({ userId }: { userId: string }) {
  const hydrated = useHydrated();
  if (!hydrated || !supportsPasskeys()) return null;
  return <PasskeysList userId={userId} />;
}
PasskeysSection.displayName = 'PasskeysSection';

function PasskeysList({ userId }: { userId: string }) {
  const m = useAccountMessages().account;
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { failureText } = useFailureText();
  const heading = useRef<HTMLHeadingElement>(null);
  const passkeys = useQuery({
    ...OFFLINE_FAILS,
    queryKey: accountQueryKeys.passkeys(userId),
    queryFn: () => accountApi.passkeys(api),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.passkeys(userId) });
  const changed = (message: string) => {
    notify.success(message);
    heading.current?.focus();
    return refresh();
  };
  const add = useMutation({
    ...OFFLINE_FAILS,
    mutationFn: async () => {
      const options = await accountApi.passkeyRegistrationOptions(api);
      const response = await createPasskey(options);
      await accountApi.verifyPasskeyRegistration(api, { response });
    },
    onSuccess: () => changed(m.passkeys.added),
    onError: (error) => {
      if (isCancelledCeremony(error)) notify.info(m.passkeys.cancelled);
      else notify.error(failureText(error, m.passkeys.addFailed));
    },
  });
  // A server without passkeys (GET /auth/passkeys unknown) offers none: the section is left out rather than shown as failing.
  if (passkeys.isError && isApiError(passkeys.error) && passkeys.error.status === 404) return null;
  return (
    <AccountSection title={m.passkeys.title} note={m.passkeys.note} ref={heading}>
      {passkeys.isPending ? (
        <LoadingRows rows={1} label={m.loading} />
      ) : passkeys.isError ? (
        <LoadFailed message={failureText(passkeys.error, m.loadFailed)} onRetry={() => void passkeys.refetch()} />
      ) : passkeys.data.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {m.passkeys.empty}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemoved={changed} onRefresh={refresh} />
          ))}
        </Stack>
      )}
      <Button alignSelf="flex-start" variant="outline" loading={add.isPending} loadingText={m.passkeys.adding} onClick={() => add.mutate()}>
        <Plus aria-hidden="true" />
        {m.passkeys.add}
      </Button>
    </AccountSection>
  );
}
