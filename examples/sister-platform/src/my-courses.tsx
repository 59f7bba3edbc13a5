import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useAuth } from '@intambwe/auth';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

type Verified = { sub: string; role: string } | 'refused' | null;

/**
 * A page of this platform behind `RequireAuth`. It calls this platform's own
 * backend (server/platform-api.ts) with the access token: the backend verifies
 * it offline against the front door's published keys. A refused token is
 * renewed once; when the session has ended (signed out on the front door),
 * the person is signed out here too.
 */
export function MyCourses() {
  const { user, accessToken } = useAuth();
  const [verified, setVerified] = useState<Verified>(null);

  useEffect(() => {
    let current = true;
    const ask = (token: string | null) => fetch('/api/me', { headers: token ? { authorization: `Bearer ${token}` } : {} });
    (async () => {
      let answer = await ask(await accessToken());
      if (answer.status === 401) answer = await ask(await accessToken({ renew: true }));
      if (current) setVerified(answer.ok ? ((await answer.json()) as { sub: string; role: string }) : 'refused');
    })().catch(() => current && setVerified('refused'));
    return () => {
      current = false;
    };
  }, [accessToken]);

  return (
    <Container maxW="3xl" py="10">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          My courses
        </Heading>
        <Text fontWeight="semibold" data-testid="session">
          Signed in as {user?.firstName} {user?.lastName} ({user?.email})
        </Text>
        <Text data-testid="verified" aria-live="polite">
          {verified === null
            ? 'Checking your access with our server…'
            : verified === 'refused'
              ? 'Our server did not accept your access.'
              : `Our server verified your access (${verified.role}).`}
        </Text>
        <Text>{user?.firstName}, you have no courses yet.</Text>
        <Button asChild variant="outline" alignSelf="start">
          <Link to="/">Home</Link>
        </Button>
      </Stack>
    </Container>
  );
}
