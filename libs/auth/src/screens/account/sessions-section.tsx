import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { accountApi, accountQueryKeys, useApiClient } from '@intambwe/api-client';
import type { AccountSession } from '@intambwe/contract';
import { notify } from '@intambwe/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useRef } from 'react';
import { useAccountMessages } from './account-messages';
import { describeDevice, sortSessions } from '../../rules/account-rules';
import { useFailureText } from '../../state/use-failure-text';
import { AccountSection, LoadFailed, LoadingRows } from './account-section';
import { useFormatDate } from './use-format-date';
import { OFFLINE_FAILS } from './offline-fails';

function useDeviceName() {
  const m = useAccountMessages().account.sessions;
  return (session: AccountSession) => {
    const { browser, system } = describeDevice(session.userAgent);
    if (browser && system) return m.device({ browser, system });
    return browser ?? system ?? m.unknownDevice;
  };
}

/**
 * Where the person is signed in (GET /auth/sessions): this device first, each
 * other one with Sign out, and Sign out everywhere else. After a sign-out the
 * section's heading takes focus (the button that had it is gone).
 */
export function SessionsSection({ userId }: { userId: string }) {
  const m = useAccountMessages().account;
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { failureText } = useFailureText();
  const heading = useRef<HTMLHeadingElement>(null);
  const formatDate = useFormatDate();
  const deviceName = useDeviceName();
  const sessions = useQuery({
    ...OFFLINE_FAILS,
    queryKey: accountQueryKeys.sessions(userId),
    queryFn: () => accountApi.sessions(api),
  });
  const done = (message: string) => {
    notify.success(message);
    heading.current?.focus();
    return queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions(userId) });
  };
  const revoke = useMutation({
    ...OFFLINE_FAILS,
    mutationFn: (id: string) => accountApi.revokeSession(api, id),
    onSuccess: () => done(m.sessions.signedOut),
    onError: (error) => notify.error(failureText(error, m.loadFailed)),
  });
  const revokeOthers = useMutation({
    ...OFFLINE_FAILS,
    mutationFn: () => accountApi.revokeOtherSessions(api),
    onSuccess: () => done(m.sessions.signedOutEverywhere),
    onError: (error) => notify.error(failureText(error, m.loadFailed)),
  });

  const listed = sessions.data ? sortSessions(sessions.data) : [];
  const others = listed.filter((session) => !session.current);
  return (
    <AccountSection title={m.sessions.title} ref={heading}>
      {sessions.isPending ? (
        <LoadingRows label={m.loading} />
      ) : sessions.isError ? (
        <LoadFailed message={failureText(sessions.error, m.loadFailed)} onRetry={() => void sessions.refetch()} />
      ) : (
        <Stack gap="3">
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {listed.map((session) => {
              const name = deviceName(session);
              return (
                <HStack as="li" key={session.id} gap="3" p="3" borderRadius="md" bg="bg.muted" justify="space-between" flexWrap="wrap">
                  <HStack gap="3" minW="0">
                    <MonitorSmartphone aria-hidden="true" size="1.25em" />
                    <Stack gap="0" minW="0">
                      <HStack gap="2" flexWrap="wrap">
                        <Text fontWeight="medium">{name}</Text>
                        {session.current && (
                          <Badge colorPalette="green" variant="subtle">
                            {m.sessions.thisDevice}
                          </Badge>
                        )}
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {session.lastUsedAt ? m.sessions.lastActive({ date: formatDate(session.lastUsedAt) }) : m.sessions.signedIn({ date: formatDate(session.createdAt) })}
                      </Text>
                    </Stack>
                  </HStack>
                  {!session.current && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={m.sessions.signOutAria({ device: name })}
                      loading={revoke.isPending && revoke.variables === session.id}
                      disabled={revoke.isPending || revokeOthers.isPending}
                      onClick={() => revoke.mutate(session.id)}
                    >
                      {m.sessions.signOut}
                    </Button>
                  )}
                </HStack>
              );
            })}
          </Stack>
          {others.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {m.sessions.empty}
            </Text>
          ) : (
            <Button
              alignSelf="flex-start"
              variant="outline"
              colorPalette="red"
              loading={revokeOthers.isPending}
              loadingText={m.sessions.signingOutEverywhere}
              disabled={revoke.isPending}
              onClick={() => revokeOthers.mutate()}
            >
              <LogOut aria-hidden="true" />
              {m.sessions.signOutEverywhere}
            </Button>
          )}
        </Stack>
      )}
    </AccountSection>
  );
}
SessionsSection.displayName = 'SessionsSection';
