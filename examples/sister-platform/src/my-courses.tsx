import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useAuth } from '@intambwe/auth';
import { Link } from 'react-router';

/** A page of this platform behind `RequireAuth`: only a signed-in person reaches it (the hand-off lands here too). */
export function MyCourses() {
  const { user } = useAuth();
  return (
    <Container maxW="3xl" py="10">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          My courses
        </Heading>
        <Text fontWeight="semibold" data-testid="session">
          Signed in as {user?.firstName} {user?.lastName} ({user?.email})
        </Text>
        <Text>{user?.firstName}, you have no courses yet.</Text>
        <Button asChild variant="outline" alignSelf="start">
          <Link to="/">Home</Link>
        </Button>
      </Stack>
    </Container>
  );
}
