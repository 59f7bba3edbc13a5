import { Card, LinkBox, type SystemStyleObject } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import type { ReactNode } from 'react';

export interface LinkCardProps {
  /** The card's height (a fixed height keeps a grid of cards even). */
  h: SystemStyleObject['height'];
  /** Clip content that would grow past a fixed height. */
  clip?: boolean;
  /** Card.Body and the LinkOverlay that makes the whole card one link. */
  children: ReactNode;
}

/**
 * An outlined card that is one link (a LinkOverlay inside): it lifts on hover
 * and shows the focus ring around the whole card when its link has keyboard focus.
 */
export function LinkCard({ h, clip = false, children }: LinkCardProps) {
  useComponentRecipes();
  return (
    <LinkBox
      as="article"
      h={h}
      borderRadius="l3"
      css={{
        '&:has(.chakra-linkbox__overlay:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'var(--chakra-colors-brand-focus-ring)',
          outlineOffset: '2px',
        },
      }}
    >
      <Card.Root
        h="full"
        variant="outline"
        bg="bg.panel"
        overflow={clip ? 'hidden' : undefined}
        _hover={{ borderColor: 'brand.border', boxShadow: 'md' }}
        transition="box-shadow 0.2s, border-color 0.2s"
      >
        {children}
      </Card.Root>
    </LinkBox>
  );
}
