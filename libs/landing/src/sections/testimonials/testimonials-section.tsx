import { Avatar, Box, Button, Card, chakra, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLocale, useMessages } from '@intambwe/i18n';
import { Section, StaticContent, useComponentRecipes } from '@intambwe/ui';
import { ChevronLeft, ChevronRight, Pause, Play, Quote, Star } from 'lucide-react';
import { TESTIMONIAL_ROTATION_MS } from '../../shared/constants';
import { ANCHORS, RouteButtonLink } from '../../shared/links';
import { SELECTABLE_TESTIMONIALS, testimonials, type Testimonial } from './testimonials';
import { useRotation } from './use-rotation';
import { testimonialsMessages } from './messages';

function Stars({ rating }: { rating: number }) {
  const m = useMessages(testimonialsMessages);
  return (
    <HStack gap="0.5" color="orange.fg">
      {Array.from({ length: 5 }, (_, star) => (
        <Star key={star} size={18} aria-hidden="true" fill={star < rating ? 'currentColor' : 'none'} />
      ))}
      <Text as="span" srOnly>
        {m.rating({ rating })}
      </Text>
    </HStack>
  );
}

function Person({ testimonial, size = 'lg' }: { testimonial: Testimonial; size?: 'md' | 'lg' }) {
  return (
    <HStack gap="3" minW="0">
      <Avatar.Root size={size} colorPalette={testimonial.image.palette} variant="solid" aria-hidden="true" flexShrink={0}>
        <Avatar.Fallback>{testimonial.image.initials}</Avatar.Fallback>
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold">{testimonial.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {testimonial.role}, {testimonial.company}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {testimonial.location}
        </Text>
      </Stack>
    </HStack>
  );
}

function Slide({ testimonial, position, total }: { testimonial: Testimonial; position: number; total: number }) {
  const m = useMessages(testimonialsMessages);
  return (
    <Card.Root
      role="group"
      aria-roledescription={m.slide}
      aria-label={m.slideOf({ number: position, total })}
      variant="elevated"
      bg="bg.panel"
      size="lg"
    >
      <Card.Body gap="5">
        <HStack justify="space-between" align="flex-start">
          <Box color="brand.fg" aria-hidden="true">
            <Quote size={36} />
          </Box>
          <Stars rating={testimonial.rating} />
        </HStack>
        <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall" minH={{ md: '24' }}>
          “{testimonial.quote}”
        </Text>
        <Person testimonial={testimonial} />
        <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap="3" pt="4" borderTopWidth="1px">
          {[
            { label: m.achievement, value: testimonial.achievement },
            { label: m.course, value: testimonial.course },
            { label: m.salaryOutcome, value: testimonial.salaryOutcome },
          ].map((fact) => (
            <Stack key={fact.label} gap="0.5">
              <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
                {fact.label}
              </Text>
              <Text as="dd" fontWeight="semibold" color={fact.label === m.salaryOutcome ? 'brand.fg' : 'fg'}>
                {fact.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * SPEC §2 Testimonials: six stories in a carousel that advances every 5 s,
 * previous/next wrap around, the first three can be picked directly. It holds
 * still on hover and focus, has a visible pause control (WCAG 2.2.2), and does
 * not rotate by itself under prefers-reduced-motion unless played.
 */
export function TestimonialsSection() {
  useComponentRecipes();
  const m = useMessages(testimonialsMessages);
  const stories = testimonials(useLocale());
  const rotation = useRotation(stories.length, TESTIMONIAL_ROTATION_MS);
  const current = stories[rotation.index] ?? (stories[0] as Testimonial);

  return (
    <Section id={ANCHORS.testimonials} eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle}>
      <Box
        role="region"
        aria-roledescription={m.carousel}
        aria-label={m.carouselLabel}
        maxW="4xl"
        mx="auto"
        {...rotation.holdProps}
      >
        <HStack justify="center" gap="2" mb="4">
          <IconButton variant="outline" borderRadius="full" aria-label={m.previous} onClick={rotation.previous}>
            <ChevronLeft aria-hidden="true" />
          </IconButton>
          <Button variant="ghost" size="sm" onClick={rotation.togglePlaying}>
            {rotation.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {rotation.playing ? m.pause : m.play}
          </Button>
          <IconButton variant="outline" borderRadius="full" aria-label={m.next} onClick={rotation.next}>
            <ChevronRight aria-hidden="true" />
          </IconButton>
          <Text fontSize="sm" color="fg.muted" minW="12" textAlign="center" aria-hidden="true">
            {m.slideOf({ number: rotation.index + 1, total: stories.length })}
          </Text>
        </HStack>
        <Box aria-live={rotation.running ? 'off' : 'polite'} aria-atomic="false">
          {/* The first slide stays as prerendered; each next one renders as it comes. */}
          <StaticContent key={current.id}>
            <Slide testimonial={current} position={rotation.index + 1} total={stories.length} />
          </StaticContent>
        </Box>

        <Box as="nav" aria-label={m.choose} mt="6">
          <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="3" listStyleType="none">
            {stories.slice(0, SELECTABLE_TESTIMONIALS).map((testimonial, position) => {
              const selected = position === rotation.index;
              return (
                <li key={testimonial.id}>
                  <chakra.button
                    type="button"
                    w="full"
                    textAlign="start"
                    p="3"
                    borderRadius="l3"
                    borderWidth="2px"
                    borderColor={selected ? 'brand.solid' : 'border'}
                    bg={selected ? 'brand.subtle' : 'bg.panel'}
                    cursor="pointer"
                    _hover={{ borderColor: 'brand.border' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                    aria-pressed={selected}
                    onClick={() => rotation.select(position)}
                  >
                    <StaticContent>
                      <Person testimonial={testimonial} size="md" />
                    </StaticContent>
                  </chakra.button>
                </li>
              );
            })}
          </SimpleGrid>
        </Box>
      </Box>

      <Box textAlign="center" mt="10">
        <RouteButtonLink to="/register" size="lg">
          {m.cta}
        </RouteButtonLink>
      </Box>
    </Section>
  );
}
TestimonialsSection.displayName = 'TestimonialsSection';
