import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useAuth } from '@intambwe/auth';
import { ColorModeToggle } from '@intambwe/ui';
import { Link } from 'react-router';

/** The platform's own home page: who is signed in (from @intambwe/auth), and the way in or out. */
export function HomePage() {
  const { user, loading, logout } = useAuth();
  return (
    <Container maxW="3xl" py="10">
      <Stack gap="6">
        <HStack justify="space-between">
          <Heading as="h1" size="2xl">
            Intambwe Learn
          </Heading>
          <ColorModeToggle />
        </HStack>
        <Text>Courses for students and teachers. Your account is the one you use on Intambwe Careers.</Text>
        <Box aria-live="polite" data-testid="session">
          {loading ? (
            <Text>Checking your session…</Text>
          ) : user ? (
            <Stack gap="4">
              <Text fontWeight="semibold">
                Signed in as {user.firstName} {user.lastName} ({user.email})
              </Text>
              <HStack gap="3" wrap="wrap">
                <Button asChild>
                  <Link to="/courses">My courses</Link>
                </Button>
                <Button variant="outline" onClick={() => void logout()}>
                  Sign out
                </Button>
              </HStack>
            </Stack>
          ) : (
            <Stack gap="4">
              <Text>You are not signed in.</Text>
              <HStack gap="3" wrap="wrap">
                <Button asChild>
                  <Link to="/login">Sign in</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/register">Create an account</Link>
                </Button>
              </HStack>
            </Stack>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
