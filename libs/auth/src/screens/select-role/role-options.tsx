import { Box, RadioCard, SimpleGrid, Tag, Wrap } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import { ROLES, type Role } from '@intambwe/contract';
import { useAuthMessages } from '../../messages';

export interface RoleOptionsProps {
  value: Role | null;
  onChange(role: Role): void;
  disabled?: boolean;
}

/**
 * The four role cards (SPEC §2): title, description and four benefit chips
 * each. One radio group (WAI-ARIA radio group pattern: Tab into the group,
 * arrow keys move between roles); each radio is named by its title.
 */
export function RoleOptions({ value, onChange, disabled }: RoleOptionsProps) {
  const all = useAuthMessages();
  useComponentRecipes();
  const m = all.selectRole;
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => {
        if (details.value) onChange(details.value as Role);
      }}
      disabled={disabled}
      name="role"
      variant="outline"
      colorPalette="brand"
      orientation="vertical"
    >
      <RadioCard.Label fontSize="md" fontWeight="semibold" mb="1">
        {m.groupLabel}
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {ROLES.map((role) => {
          const option = m.options[role];
          return (
            <RadioCard.Item key={role} value={role} alignItems="stretch">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent gap="2">
                  <RadioCard.ItemText fontSize="md" fontWeight="semibold">
                    {all.roles[role]}
                  </RadioCard.ItemText>
                  <RadioCard.ItemDescription color="fg.muted" opacity="1">
                    {option.description}
                  </RadioCard.ItemDescription>
                  <Box as="span" srOnly>
                    {m.benefitsLabel({ role })}
                  </Box>
                  <Wrap as="span" gap="1.5" mt="1">
                    {Object.values(option.benefits).map((benefit) => (
                      <Tag.Root key={benefit} as="span" size="sm" variant="subtle" colorPalette="brand">
                        <Tag.Label>{benefit}</Tag.Label>
                      </Tag.Root>
                    ))}
                  </Wrap>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          );
        })}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
RoleOptions.displayName = 'RoleOptions';
