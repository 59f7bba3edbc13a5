import { Stack } from '@chakra-ui/react';
import { QueryClientBoundary } from '@intambwe/api-client';
import type { User } from '@intambwe/contract';
import { WithCatalogs } from '@intambwe/i18n';
import { useState } from 'react';
import { useComponentRecipes } from '@intambwe/ui';
import { RequireAuth } from '../../guards/require-auth/require-auth';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { accountCatalogs, useAccountMessages } from './account-messages';
import { useSignedInUser } from '../../state/auth-context';
import { DataSection, DeleteSection } from './data-section';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';

const ACCOUNT_CATALOGS = [accountCatalogs];

function AccountContent({ user, onLeaving }: { user: User; onLeaving(leaving: boolean): void }) {
  const m = useAccountMessages().account;
  useComponentRecipes();
  return (
    <AuthPageLayout title={m.title} subtitle={m.subtitle} width="lg" back={{ to: '/dashboard', label: m.backToDashboard }}>
      <Stack gap={{ base: '4', md: '5' }}>
        <ProfileSection user={user} />
        <PasswordSection />
        <PasskeysSection userId={user._id} />
        <SessionsSection userId={user._id} />
        <DataSection />
        <DeleteSection onLeaving={onLeaving} />
      </Stack>
    </AuthPageLayout>
  );
}

function AccountUser({ onLeaving }: { onLeaving(leaving: boolean): void }) {
  const user = useSignedInUser();
  return user ? <AccountContent user={user} onLeaving={onLeaving} /> : null;
}

/**
 * /account: the person owns their account. Only for a signed-in person (others
 * go to /login and come back here after signing in). Profile, the email and
 * its verification, password, passkeys (where the browser has them), where
 * they are signed in, their data, and deleting the account. Server state
 * through react-query (its own client unless the host gives one).
 */
export function AccountScreen() {
  // Deleting the account signs the person out and takes them home: the guard must not send them to sign in meanwhile.
  const [leaving, setLeaving] = useState(false);
  return (
    <RequireAuth leaving={leaving}>
      <WithCatalogs catalogs={ACCOUNT_CATALOGS}>
        <QueryClientBoundary>
          <AccountUser onLeaving={setLeaving} />
        </QueryClientBoundary>
      </WithCatalogs>
    </RequireAuth>
  );
}
AccountScreen.displayName = 'AccountScreen';
