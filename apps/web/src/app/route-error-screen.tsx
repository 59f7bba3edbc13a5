import { Button, Code, Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { messageText, type Locale } from '@intambwe/i18n';
import { Component, type ReactNode } from 'react';
import { webShellMessages as m } from './messages';

/** The status ('404 Not Found') or the message of whatever failed while rendering a route. */
export function describeRouteError(error: unknown, locale: Locale = 'en'): string {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const statusText = 'statusText' in error && typeof error.statusText === 'string' ? error.statusText : '';
    return `${error.status} ${statusText}`.trim();
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return messageText(m.unknownError, locale);
}

/** Router fallback (SPEC §8): the heading 'Unexpected Application Error!' with the status or message. */
export function RouteErrorScreen({ error, locale = 'en' }: { error: unknown; locale?: Locale }) {
  return (
    <Container as="main" maxW="2xl" py="20">
      <Stack gap="4" role="alert">
        <Heading as="h1" size="2xl">
          {messageText(m.unexpectedError, locale)}
        </Heading>
        <Code p="3" borderRadius="md" whiteSpace="pre-wrap" fontSize="md">
          {describeRouteError(error, locale)}
        </Code>
        <HStack gap="3">
          <Button asChild colorPalette="brand">
            <a href="/">{messageText(m.goHome, locale)}</a>
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {messageText(m.reload, locale)}
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}

interface RouteErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Catches whatever a route throws while rendering (a bug, a chunk that failed to
 * download) and shows the router fallback instead of a blank page. Keyed by the
 * path where it is used, so moving to another route starts afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; locale?: Locale }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} locale={this.props.locale} /> : this.props.children;
  }
}
