import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DEFERRED_BAND_ATTRIBUTE } from '../static/island-attributes';
import { StaticContent } from './static-content';

export interface SectionProps extends Omit<BoxProps, 'title'> {
  /** Anchor id used by in-page navigation (`#about`). */
  id?: string;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Heading level of the title; sections on a page use h2. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /**
   * Whether the band is rendered only as the person scrolls near it (the default). Pass false for a
   * band that starts within the first screen, such as the one right after a page's hero: the browser
   * would lay the page out once with it skipped, find it on screen and lay the page out again in
   * the same first frame.
   */
  deferRendering?: boolean;
  children?: ReactNode;
}

/**
 * A page band with an optional centred heading. When a title is given the band
 * is labelled by it, so screen-reader users can jump between sections. The
 * heading is static content (kept as prerendered, see StaticContent): pass a
 * new `key` to the section if its texts change while it is shown. A jump to its
 * anchor stops below a fixed page header: the page sets how tall that header is
 * with the `--page-header-height` custom property (5rem by default).
 *
 * A band the person has not scrolled near yet is not styled, laid out or
 * painted (`content-visibility: auto`): on a long page on a phone that is most
 * of the start-up rendering work. It keeps its place with the size it had last
 * (a guess of `contain-intrinsic-size` until then), stays in the accessibility
 * tree and in find-in-page, and renders as it comes near. Because it contains
 * its layout and paint, nothing in a band may be `position: fixed` or spill out
 * of it (dialogs and popovers, in the top layer, are not affected). A band in
 * the first screen renders at once (`deferRendering={false}`). A deferred band is marked
 * (`DEFERRED_BAND_ATTRIBUTE`) so the islands in it are watched through it.
 */
export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  headingLevel = 'h2',
  deferRendering = true,
  children,
  ...rest
}: SectionProps) {
  const headingId = id && title ? `${id}-heading` : undefined;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: '12', md: '20' }}
      scrollMarginTop="var(--page-header-height, 5rem)"
      contentVisibility={deferRendering ? 'auto' : undefined}
      containIntrinsicSize={deferRendering ? 'auto 50rem' : undefined}
      {...(deferRendering ? { [DEFERRED_BAND_ATTRIBUTE]: '' } : {})}
      {...rest}
    >
      <Container maxW="7xl">
        {(eyebrow || title || subtitle) && (
          <StaticContent>
            <Stack gap="3" textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '12' }}>
              {eyebrow && (
                <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
                  {eyebrow}
                </Text>
              )}
              {title && (
                <Heading as={headingLevel} id={headingId} size={{ base: '2xl', md: '4xl' }} lineHeight="short">
                  {title}
                </Heading>
              )}
              {subtitle && (
                <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
                  {subtitle}
                </Text>
              )}
            </Stack>
          </StaticContent>
        )}
        {children}
      </Container>
    </Box>
  );
}
Section.displayName = 'Section';
