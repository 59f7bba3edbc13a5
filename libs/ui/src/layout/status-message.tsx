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
}

/** Empty, error and done states share this shape: icon, title, description, action. */
export function StatusMessage({ icon, title, description, action, role = 'status', ...rest }: StatusMessageProps) {
  return (
    <Stack role={role} align="center" textAlign="center" gap="3" py="10" px="4" {...rest}>
      {icon && (
        <Box color="fg.muted" fontSize="4xl" aria-hidden="true">
          {icon}
        </Box>
      )}
      <Heading as="h3" size="lg">
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
      {action && <Box pt="2">{action}</Box>}
    </Stack>
  );
}
StatusMessage.displayName = 'StatusMessage';
