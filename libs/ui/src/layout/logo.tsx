import { HStack, Text, type StackProps } from '@chakra-ui/react';

export interface LogoProps extends StackProps {
  /** The brand name (from the platform configuration). */
  name: string;
  /** Hide the name visually, keeping it for screen readers (small screens). */
  compact?: boolean;
}

/** The brand mark: a rising step in the primary green beside the name. */
export function Logo({ name, compact = false, ...rest }: LogoProps) {
  return (
    <HStack gap="2" {...rest}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--chakra-colors-brand-solid)" />
        <path d="M7 23h6v-5h6v-5h6" fill="none" stroke="var(--chakra-colors-brand-contrast)" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Text
        as="span"
        fontWeight="bold"
        fontSize="lg"
        letterSpacing="tight"
        srOnly={compact ? true : undefined}
      >
        {name}
      </Text>
    </HStack>
  );
}
Logo.displayName = 'Logo';
