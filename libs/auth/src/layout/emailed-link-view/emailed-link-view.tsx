import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { AuthPageLayout } from '../auth-page-layout/auth-page-layout';

/** The words of an emailed link's screen while it is checked and when it is refused or cannot be checked. */
export interface EmailedLinkWords {
  title: string;
  checking: string;
  invalidTitle: string;
  invalidNote: string;
  failed: string;
  tryAgain: string;
}

export interface EmailedLinkViewProps {
  /** Not yet answered, refused (unknown, used or expired), or not answered (offline, server down). */
  state: 'working' | 'invalid' | 'failed';
  words: EmailedLinkWords;
  icon: ReactElement;
  /** Sends the link again (after `failed`). */
  retry(): void;
  /** Where the person goes on from here (a solid button when it is the only way on, outline beside Try again). */
  onward(variant: 'solid' | 'outline'): ReactNode;
}

/**
 * An emailed link's screen before it is done (the email-address links, the
 * unlock link): a spinner while it is checked; a refused link said so with
 * the way on; a link that could not be checked with Try again.
 */
export function EmailedLinkView({ state, words, icon, retry, onward }: EmailedLinkViewProps) {
  if (state === 'working') {
    return (
      <AuthPageLayout title={words.title} icon={icon}>
        <Stack gap="3" align="center" role="status" aria-live="polite">
          <Spinner size="lg" color="brand.solid" />
          <Text>{words.checking}</Text>
        </Stack>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout title={state === 'invalid' ? words.invalidTitle : words.title} icon={icon}>
      <Stack gap="4">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{state === 'invalid' ? words.invalidNote : words.failed}</Alert.Title>
        </Alert.Root>
        {state === 'failed' && (
          <Button size="lg" width="full" onClick={retry}>
            {words.tryAgain}
          </Button>
        )}
        {onward(state === 'failed' ? 'outline' : 'solid')}
      </Stack>
    </AuthPageLayout>
  );
}
