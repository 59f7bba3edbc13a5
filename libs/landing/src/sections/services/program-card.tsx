import { Card, Heading, HStack, Tag, Text } from '@chakra-ui/react';
import { useLocale } from '@intambwe/i18n';
import { useComponentRecipes } from '@intambwe/ui';
import { programTags, type Program, type ProgramFieldColor } from '../../content';

export interface ProgramCardProps {
  program: Program;
  color: ProgramFieldColor;
}

/** One program: name, description and the Live Sessions and Certification tags. */
export function ProgramCard({ program, color }: ProgramCardProps) {
  useComponentRecipes();
  const locale = useLocale();
  return (
    <Card.Root as="li" variant="outline" size="sm" bg="bg.panel" borderTopWidth="4px" borderTopColor={`${color}.solid`} h="full">
      <Card.Body gap="2">
        <Heading as="h4" size="md" lineHeight="short">
          {program.name}
        </Heading>
        <Text fontSize="sm" color="fg.muted" flex="1">
          {program.description}
        </Text>
        <HStack gap="2" wrap="wrap" pt="1">
          {programTags(locale).map((tag) => (
            <Tag.Root key={tag} size="sm" colorPalette="brand" variant="subtle">
              <Tag.Label>{tag}</Tag.Label>
            </Tag.Root>
          ))}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
ProgramCard.displayName = 'ProgramCard';
