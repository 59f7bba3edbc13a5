import { Avatar, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { GoogleUserData, Role } from '@intambwe/contract';
import { notify, notifyAcrossPages, useHydrated, useComponentRecipes } from '@intambwe/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as v from 'valibot';
import { authTimings } from '../../constants';
import { SelectRoleSchema } from '../../forms/auth-form-schemas';
import { carriedGoogleUserData, dropCarriedGoogleUserData, readGoogleUserData } from '../../google/select-role-state';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { useLocalePath } from '@intambwe/i18n';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import { useLater } from '../../navigation/use-later';
import { useAuthActions } from '../../state/auth-context';
import { RoleOptions } from './role-options';

function GoogleAccount({ data }: { data: GoogleUserData }) {
  const name = `${data.firstName} ${data.lastName}`.trim();
  return (
    <HStack gap="3" p="3" borderRadius="l3" bg="bg.muted" minW="0">
      <Avatar.Root size="lg" colorPalette="brand">
        <Avatar.Fallback name={name} />
        {data.profilePicture && <Avatar.Image src={data.profilePicture} alt="" referrerPolicy="no-referrer" />}
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" truncate>
          {name}
        </Text>
        <Text color="fg.muted" fontSize="sm" truncate>
          {data.email}
        </Text>
      </Stack>
    </HStack>
  );
}

function SelectRoleForm({ data }: { data: GoogleUserData }) {
  const { failureText, fieldText } = useFailureText();
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all.selectRole;
  const { completeGoogleRegistration } = useAuthActions();
  const navigate = useNavigate();
  const later = useLater();
  const [role, setRole] = useState<Role | null>(null);
  const [state, setState] = useState<'choosing' | 'submitting' | 'done'>('choosing');

  const submit = async () => {
    const parsed = v.safeParse(SelectRoleSchema, role ?? '');
    if (!parsed.success) {
      notify.error(fieldText('SELECT_ROLE_REQUIRED'));
      return;
    }
    setState('submitting');
    try {
      await completeGoogleRegistration(data, parsed.output);
      dropCarriedGoogleUserData();
      setState('done');
      notify.success(m.success);
      later(() => navigate(pathFor('/dashboard'), { replace: true }), authTimings.redirectDelayMs);
    } catch (error) {
      notify.error(failureText(error, m.failed));
      setState('choosing');
    }
  };

  return (
    <Stack gap="5">
      <GoogleAccount data={data} />
      <RoleOptions value={role} onChange={setRole} disabled={state !== 'choosing'} />
      <Button size="lg" width="full" onClick={submit} disabled={!role} loading={state !== 'choosing'} loadingText={m.submitting}>
        {m.submit}
      </Button>
    </Stack>
  );
}

/**
 * /select-role (SPEC §2, §4): after a first Google sign-in, the person picks
 * one of four roles; Continue to Dashboard completes the registration. The
 * Google data arrives in the router's location state (or, from a page of its
 * own, this tab's session storage); without it the screen
 * says 'User data not found. Please try signing in again.' and goes to /login.
 * The state is read after hydration (the prerendered shell shows a placeholder).
 */
export function SelectRoleScreen() {
  const pathFor = useLocalePath();
  const all = useAuthMessages();
  const m = all.selectRole;
  useComponentRecipes();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const data = hydrated ? (readGoogleUserData(location.state) ?? carriedGoogleUserData()) : null;
  const missing = hydrated && !data;
  const reported = useRef(false);

  useEffect(() => {
    if (!missing || reported.current) return;
    reported.current = true;
    notifyAcrossPages('error', m.noData); // /login is a page of its own: the words go with the person
    navigate(pathFor('/login'), { replace: true });
  }, [missing, navigate]);

  return (
    <AuthPageLayout
      title={m.title}
      subtitle={m.subtitle}
      width="3xl"
      back={{ to: '/login', label: all.forgotPassword.backToLogin }}
    >
      {data ? (
        <SelectRoleForm data={data} />
      ) : (
        <Stack gap="4" role="status" aria-live="polite">
          <Text srOnly>{m.loading}</Text>
          <Skeleton height="16" borderRadius="l3" />
          <Skeleton height="40" borderRadius="l3" />
        </Stack>
      )}
    </AuthPageLayout>
  );
}
SelectRoleScreen.displayName = 'SelectRoleScreen';
