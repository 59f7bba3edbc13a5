import { Container, Spinner, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { frontDoorUrl } from './config';

/**
 * Password resets happen on the front door. The server emails a link to its own
 * PUBLIC_URL (`/reset-password?token=…`) whichever platform asked, and after the
 * reset the person is signed in there. A link that arrives here instead (an old
 * bookmark, a hand-typed address) is passed on with its token.
 */
export function ResetOnFrontDoor() {
  useEffect(() => {
    window.location.replace(`${frontDoorUrl}/reset-password${window.location.search}`);
  }, []);
  return (
    <Container maxW="md" py="10">
      <Spinner size="sm" mr="2" />
      <Text as="span">Opening the password reset page…</Text>
    </Container>
  );
}
