import { Alert, Avatar, Box, Button, Heading, HStack, Stack, Text, type TextProps } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import { usePlatformConfig } from '@intambwe/api-client';
import { type GoogleExchangeResult } from '@intambwe/contract';
import { useState, type ReactNode } from 'react';
import { useLocale } from '@intambwe/i18n';
import { GoogleButton } from '../../google/google-button/google-button';
import { isAbortError } from '../../google/request-google-credential';
import { useGoogleCredential } from '../../google/use-google-credential';
import { AuthPageLayout } from '../../layout/auth-page-layout/auth-page-layout';
import { useAuthMessages } from '../../messages';
import { useFailureText } from '../../state/use-failure-text';
import { tokenFacts } from '../../rules/token-facts';
import { useAuthActions } from '../../state/auth-context';

/** Monospaced text for ids and tokens (no extra recipe for Chakra's Code). */
const Mono = (props: TextProps) => (
  <Text as="code" fontFamily="mono" fontSize="sm" bg="bg.muted" px="1" borderRadius="l1" {...props} />
);

/** That a token came back, its length and expiry: never its characters (they would end up in screenshots). */
function TokenReceived({ token }: { token: string | null | undefined }) {
  const m = useAuthMessages().testGoogle;
  const locale = useLocale();
  const facts = tokenFacts(token);
  if (!facts) return <Text as="span">{m.none}</Text>;
  if (!facts.expiresAt) return <Text as="span">{m.tokenReceivedNoExpiry({ length: facts.length })}</Text>;
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(facts.expiresAt);
  return <Text as="span">{m.tokenReceived({ length: facts.length, expires })}</Text>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="div" gap="0.5" direction={{ base: 'column', sm: 'row' }} py="2" borderBottomWidth="1px" borderColor="border.muted">
      <Text as="dt" fontWeight="semibold" minW={{ sm: '44' }} flexShrink="0">
        {label}
      </Text>
      <Box as="dd" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Stack>
  );
}

function Results({ result }: { result: GoogleExchangeResult }) {
  const all = useAuthMessages();
  const m = all.testGoogle;
  if (result.requiresRoleSelection) {
    const data = result.googleUserData;
    return (
      <Stack gap="3">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{m.newAccount}</Alert.Title>
        </Alert.Root>
        <Box as="dl">
          <Row label={m.fields.name}>{`${data.firstName} ${data.lastName}`}</Row>
          <Row label={m.fields.email}>{data.email}</Row>
          <Row label={m.fields.picture}>{data.profilePicture ?? m.none}</Row>
        </Box>
      </Stack>
    );
  }
  const { user } = result;
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Box as="dl">
      <Row label={m.fields.picture}>
        <Avatar.Root size="md">
          <Avatar.Fallback name={name} />
          {user.profilePicture && <Avatar.Image src={user.profilePicture} alt="" referrerPolicy="no-referrer" />}
        </Avatar.Root>
      </Row>
      <Row label={m.fields.name}>{name}</Row>
      <Row label={m.fields.email}>{user.email}</Row>
      <Row label={m.fields.id}>
        <Mono>{user._id}</Mono>
      </Row>
      <Row label={m.fields.role}>{user.role}</Row>
      <Row label={m.fields.emailVerified}>{user.isEmailVerified ? m.yes : m.no}</Row>
      <Row label={m.fields.token}>
        <TokenReceived token={result.token} />
      </Row>
      <Row label={m.fields.refreshToken}>
        <TokenReceived token={result.refreshToken} />
      </Row>
    </Box>
  );
}

/**
 * /test-google (SPEC §2): a developer page that runs the Google sign-in
 * against this server and shows what came back (user fields, and that each
 * token came back with its length and expiry: never its characters, which
 * SPEC §9's "first 50 characters" would put in screenshots; issue 22), with
 * Clear Results and setup instructions. Served only with ENABLE_TEST_PAGES=true.
 */
export function TestGoogleScreen() {
  const { failureText } = useFailureText();
  const all = useAuthMessages();
  const m = all.testGoogle;
  useComponentRecipes();
  const { googleClientId } = usePlatformConfig();
  const { requestCredential, popup } = useGoogleCredential();
  const { loginWithGoogle } = useAuthActions();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GoogleExchangeResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await loginWithGoogle(await requestCredential());
      // A password account Google cannot vouch for: the sign-in screens ask for its password; this page reports it.
      if ('requiresPassword' in answer) setError(all.google.link.note);
      else setResult(answer);
    } catch (failure) {
      if (!isAbortError(failure)) setError(failureText(failure, all.google.authenticationFailed));
    } finally {
      setBusy(false);
    }
  };

  const clear = () => {
    setResult(null);
    setError(null);
  };

  return (
    <AuthPageLayout title={m.title} subtitle={m.subtitle} width="lg">
      <Stack gap="6">
        <Text fontSize="sm" color="fg.muted">
          {m.configTitle}: <Mono>{googleClientId ? m.clientId({ id: googleClientId }) : m.clientIdMissing}</Mono>
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <GoogleButton busy={busy} onClick={run} label={m.run} flex="1" minW="52" />
          <Button variant="outline" size="lg" onClick={clear} disabled={busy || (!result && !error)}>
            {m.clear}
          </Button>
        </HStack>
        <Box aria-live="polite">
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{m.errorTitle}</Alert.Title>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {result && (
            <Stack gap="2">
              <Heading as="h2" size="md">
                {m.resultsTitle}
              </Heading>
              <Results result={result} />
            </Stack>
          )}
        </Box>
        <Stack gap="2">
          <Heading as="h2" size="md">
            {m.setupTitle}
          </Heading>
          <Stack as="ol" ps="5" gap="1" listStyleType="decimal">
            {Object.values(m.setup).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Stack>
        </Stack>
      </Stack>
      {popup}
    </AuthPageLayout>
  );
}
TestGoogleScreen.displayName = 'TestGoogleScreen';
