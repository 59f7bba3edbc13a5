import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * Holds the place of a section whose code is still arriving, so the page does
 * not jump when it lands. The anchor id is kept, so in-page links still work.
 */
export function SectionFallback({ id, minH = '70vh', ...rest }: BoxProps & { id?: string }) {
  return <Box id={id} minH={minH} aria-busy="true" {...rest} />;
}
