import { Box, Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface StatusMessageProps extends Omit<StackProps, 'title'> {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links offered next (Try Again, Browse All Courses...). */
  action?: ReactNode;
  /** 'alert' announces an error to screen readers; 'status' a calm update. */
  role?: 'status' | 'alert';
  /** The title's heading level: one below the page's nearest heading (h3 under a section's h2, h2 under a screen's h1). */
  headingLevel?: 'h2' | 'h3';
}

/** Empty, error and done states share this shape: icon, title, description, action. */
export function StatusMessage({
  icon,
  title,
  description,
  action,
  role = 'status',
  headingLevel = 'h3',
  ...rest
}: StatusMessageProps) {
  return (
    <Stack role={role} align="center" textAlign="center" gap="3" py="10" px="4" {...rest}>
      {icon && (
        <Box color="fg.muted" fontSize="4xl" aria-hidden="true">
          {icon}
        </Box>
      )}
      <Heading as={headingLevel} size="lg">
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
      {action && <Box pt="2">{action}</Box>}
    </Stack>
  );
}
StatusMessage.displayName = 'StatusMessage';
