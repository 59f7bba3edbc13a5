import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useLocalePath, useMessageText } from '@intambwe/i18n';
import { forVisitors, RouteButtonLink } from '../../shared/links';
import { visitorMessages } from './messages';

const m = visitorMessages;

/**
 * The section only visitors see (SPEC §6): an invitation to create a free
 * account. In the page for everybody, hidden by the page's stylesheet when
 * this browser has a signed-in person (`<html data-signed-in>`), before any
 * script runs.
 */
export function VisitorCtaSection() {
  const text = useMessageText();
  const pathFor = useLocalePath();
  return (
    <Box as="section" aria-labelledby="join-heading" py={{ base: '12', md: '16' }} {...forVisitors}>
      <Container maxW="5xl">
        <Stack
          gap="6"
          align="center"
          textAlign="center"
          p={{ base: '8', md: '12' }}
          borderRadius="l3"
          bg="brand.solid"
          color="brand.contrast"
        >
          <Text fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
            {text(m.eyebrow)}
          </Text>
          <Heading as="h2" id="join-heading" size={{ base: '2xl', md: '4xl' }} lineHeight="short">
            {text(m.title)}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
            {text(m.text)}
          </Text>
          <Stack as="ul" direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '6' }} listStyleType="none">
            {Object.values(m.benefits).map((benefit) => (
              <HStack as="li" key={benefit.id} gap="2">
                <CircleCheck aria-hidden="true" size={18} />
                <Text>{text(benefit)}</Text>
              </HStack>
            ))}
          </Stack>
          <RouteButtonLink to="/register" size="lg" bg="bg" color="fg" _hover={{ bg: 'bg.muted' }}>
            {text(m.createAccount)}
          </RouteButtonLink>
          <Text fontSize="sm">
            {text(m.haveAccount)}{' '}
            <Link href={pathFor('/login')} color="brand.contrast" textDecoration="underline" fontWeight="semibold">
              {text(m.login)}
            </Link>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
VisitorCtaSection.displayName = 'VisitorCtaSection';
