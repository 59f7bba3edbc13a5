import { Badge, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { accountApi, isApiError, useApiClient } from '@intambwe/api-client';
import { ROLES, type User } from '@intambwe/contract';
import { notify } from '@intambwe/ui';
import { useMutation } from '@tanstack/react-query';
import { BadgeAlert, BadgeCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ChangeEmailFormSchema } from '../../forms/auth-form-schemas';
import { showFieldFailures } from '../../forms/show-field-failures';
import { useAuthForm } from '../../forms/use-auth-form';
import { EmailField } from '../../layout/form-field/email-field';
import { PasswordField } from '../../layout/form-field/password-field';
import { useAuthMessages } from '../../messages';
import { useAccountMessages } from './account-messages';
import { useFailureText } from '../../state/use-failure-text';
import { AccountSection } from './account-section';
import { useFormatDate } from './use-format-date';
import { OFFLINE_FAILS } from './offline-fails';

const isRole = (role: string): role is (typeof ROLES)[number] => (ROLES as readonly string[]).includes(role);

/** Asks for a new address and the password; the link goes to the new address (the address changes when it is opened). */
function ChangeEmailForm({ onClose }: { onClose(sentTo?: string): void }) {
  const all = useAuthMessages();
  const a = useAccountMessages().account;
  const m = a.email;
  const api = useApiClient();
  const { failureText, fieldFailures } = useFailureText();
  const {
    register,
    submitWith,
    sending,
    setError,
    setFocus,
    formState: { errors },
  } = useAuthForm(ChangeEmailFormSchema, { newEmail: '', password: '' });
  // Opened by Change email address: the new address is asked first.
  useEffect(() => setFocus('newEmail'), [setFocus]);
  const onSubmit = submitWith(async ({ newEmail, password }) => {
    try {
      await accountApi.changeEmail(api, { newEmail, password });
      onClose(newEmail);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setError('password', { message: a.password.wrongCurrent }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.status === 409) {
        setError('newEmail', { message: failureText(error, all.server.EMAIL_TAKEN) }, { shouldFocus: true });
        return;
      }
      const fields = fieldFailures(error);
      if (fields.newEmail || fields.password) showFieldFailures(fields, setError, ['newEmail', 'password']);
      else setError('password', { message: failureText(error, a.loadFailed) }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.change}>
      <Stack gap="4">
        <EmailField label={m.newEmail} error={errors.newEmail?.message} name="newEmail" register={register} />
        <PasswordField label={m.password} error={errors.password?.message} name="password" register={register} />
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" loading={sending} loadingText={m.submitting}>
            {m.submit}
          </Button>
          <Button variant="ghost" onClick={() => onClose()} disabled={sending}>
            {m.cancel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Name, account type, member since; the email address with its verification state, Resend, and Change. */
export function ProfileSection({ user }: { user: User }) {
  const all = useAuthMessages();
  const m = useAccountMessages().account;
  const api = useApiClient();
  const { failureText } = useFailureText();
  const formatDate = useFormatDate();
  const changeButton = useRef<HTMLButtonElement>(null);
  const [changing, setChanging] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The form is gone once it closes: focus goes back to the button that opened it.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (changing || !returnFocus.current) return;
    returnFocus.current = false;
    changeButton.current?.focus();
  }, [changing]);
  const resend = useMutation({
    ...OFFLINE_FAILS,
    mutationFn: () => accountApi.sendVerificationEmail(api),
    onSuccess: () => notify.success(m.email.resent({ email: user.email })),
    onError: (error) => notify.error(failureText(error, m.loadFailed)),
  });
  return (
    <>
      <AccountSection title={m.profile.title}>
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{m.profile.name}</DataList.ItemLabel>
            <DataList.ItemValue>{`${user.firstName} ${user.lastName}`}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{m.profile.role}</DataList.ItemLabel>
            <DataList.ItemValue>{isRole(user.role) ? all.roles[user.role] : user.role}</DataList.ItemValue>
          </DataList.Item>
          {user.createdAt && (
            <DataList.Item>
              <DataList.ItemLabel>{m.profile.memberSince}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(user.createdAt)}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </AccountSection>

      <AccountSection title={m.email.title}>
        <Stack gap="3">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="medium" wordBreak="break-all">
              {user.email}
            </Text>
            {user.isEmailVerified ? (
              <Badge colorPalette="green" variant="subtle">
                <BadgeCheck aria-hidden="true" size="1em" />
                {m.email.verified}
              </Badge>
            ) : (
              <Badge colorPalette="orange" variant="subtle">
                <BadgeAlert aria-hidden="true" size="1em" />
                {m.email.notVerified}
              </Badge>
            )}
          </HStack>
          {!user.isEmailVerified && (
            <Stack gap="2" align="flex-start">
              <Text fontSize="sm" color="fg.muted">
                {m.email.notVerifiedNote}
              </Text>
              <Button
                size="sm"
                variant="outline"
                loading={resend.isPending}
                loadingText={m.email.resending}
                onClick={() => resend.mutate()}
              >
                {m.email.resend}
              </Button>
            </Stack>
          )}
          {sentTo && (
            <Text role="status" fontSize="sm" color="fg.muted">
              {m.email.sent({ email: sentTo })}
            </Text>
          )}
          {changing ? (
            <ChangeEmailForm
              onClose={(to) => {
                setChanging(false);
                if (to) setSentTo(to);
                returnFocus.current = true;
              }}
            />
          ) : (
            <Button
              ref={changeButton}
              alignSelf="flex-start"
              size="sm"
              variant="ghost"
              colorPalette="brand"
              onClick={() => setChanging(true)}
            >
              {m.email.change}
            </Button>
          )}
        </Stack>
      </AccountSection>
    </>
  );
}
ProfileSection.displayName = 'ProfileSection';
