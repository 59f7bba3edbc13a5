import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { StatusMessage, useComponentRecipes } from '@intambwe/ui';
import { forwardRef, useId, type ReactNode } from 'react';
import { useAccountMessages } from './account-messages';

export interface AccountSectionProps {
  title: ReactNode;
  note?: ReactNode;
  children?: ReactNode;
}

/**
 * One part of the account area: a labelled region with its h2. The heading
 * takes focus (`ref`) after an action removes what had it (a signed-out
 * device, a removed passkey), so keyboard and screen-reader users stay in place.
 */
export const AccountSection = forwardRef<HTMLHeadingElement, AccountSectionProps>(function AccountSection({ title, note, children }, ref) {
  useComponentRecipes();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '4', sm: '5' }}>
      <Stack gap="4">
        <Stack gap="1">
          <Heading
            as="h2"
            size="md"
            id={headingId}
            ref={ref}
            tabIndex={-1}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            {title}
          </Heading>
          {note && (
            <Text color="fg.muted" fontSize="sm">
              {note}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
});

/** A list being fetched: grey rows the size of the real ones, announced once to screen readers. */
export function LoadingRows({ rows = 2, label }: { rows?: number; label: string }) {
  return (
    <Stack gap="3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="14" borderRadius="md" />
      ))}
    </Stack>
  );
}

/** A list that could not be fetched: says so, with Try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const m = useAccountMessages().account;
  return (
    <StatusMessage
      role="alert"
      py="2"
      headingLevel="h3"
      title={message}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {m.retry}
        </Button>
      }
    />
  );
}
