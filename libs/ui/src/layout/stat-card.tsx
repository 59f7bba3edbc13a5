import { Stack, Text, type StackProps } from '@chakra-ui/react';

export interface StatCardProps extends StackProps {
  /** The figure, shown large (e.g. '10,000+'). */
  value: string;
  /** What the figure counts (e.g. 'Students trained'). */
  label: string;
}

/** A figure and its label, read as one phrase ("10,000+ Students trained"). */
export function StatCard({ value, label, ...rest }: StatCardProps) {
  return (
    <Stack gap="1" textAlign="center" p="4" borderRadius="l3" bg="bg.subtle" {...rest}>
      <Text as="span" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg" lineHeight="1.1">
        {value}
      </Text>
      <Text as="span" fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}
StatCard.displayName = 'StatCard';
