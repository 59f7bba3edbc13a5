import { HStack, Separator, Text } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import { useAuthMessages } from '../../messages';

/** "—— or ——" between the email form and Continue with Google. */
export function OrDivider() {
  useComponentRecipes();
  const m = useAuthMessages();
  return (
    <HStack gap="3" aria-hidden="true">
      <Separator flex="1" />
      <Text fontSize="sm" color="fg.muted" flexShrink="0">
        {m.layout.or}
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}
OrDivider.displayName = 'OrDivider';
