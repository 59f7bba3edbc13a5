import { Button, Code, Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { webMessages } from './messages';

/** The status ('404 Not Found') or the message of whatever failed while rendering a route. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** Router fallback (SPEC §8): the heading 'Unexpected Application Error!' with the status or message. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <Container as="main" maxW="2xl" py="20">
      <Stack gap="4" role="alert">
        <Heading as="h1" size="2xl">
          {webMessages.unexpectedError}
        </Heading>
        <Code p="3" borderRadius="md" whiteSpace="pre-wrap" fontSize="md">
          {describeRouteError(error)}
        </Code>
        <HStack gap="3">
          <Button asChild colorPalette="brand">
            <a href="/">{webMessages.goHome}</a>
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {webMessages.reload}
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
