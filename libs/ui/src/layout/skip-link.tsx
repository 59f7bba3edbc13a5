import { chakra } from '@chakra-ui/react';
import { useUiMessages } from '../messages';

/** First focusable element of a page: jumps keyboard users past the navigation. */
export function SkipLink({ targetId = 'main-content', label }: { targetId?: string; label?: string }) {
  const m = useUiMessages();
  return (
    <chakra.a
      href={`#${targetId}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="l2"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)', outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      {label ?? m.skipToContent}
    </chakra.a>
  );
}
SkipLink.displayName = 'SkipLink';
