import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';

/**
 * The seam for the front door's hand-off (CONTRACT.md `POST /auth/handoff`):
 * after sign-in there, a person whose role belongs here arrives at
 * `/auth/callback?code=…`. The callback screen that exchanges the code
 * (`POST /auth/handoff/exchange`) and stores the session comes with
 * @intambwe/auth (issue 12); then this route becomes
 * `{ path: '/auth/callback', lazy: page('<its export>') }` and this file goes.
 */
export function AuthCallback() {
  return (
    <Container maxW="md" py="10">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Sign in to continue
        </Heading>
        <Text>This version of the platform cannot take the sign-in over from Intambwe Careers yet. Please sign in here.</Text>
        <Button asChild alignSelf="start">
          <Link to="/login">Sign in</Link>
        </Button>
      </Stack>
    </Container>
  );
}
