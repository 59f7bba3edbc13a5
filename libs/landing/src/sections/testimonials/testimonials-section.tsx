import { Box } from '@chakra-ui/react';
import { useMessages } from '@intambwe/i18n';
import { Section } from '@intambwe/ui';
import { LandingIsland } from '../../shared/landing-island';
import { ANCHORS, RouteButtonLink } from '../../shared/links';
import { testimonialsMessages } from './messages';

/** SPEC §2 Testimonials: the heading, the carousel (an island) and the call to action, which goes to /register. */
export function TestimonialsSection() {
  const m = useMessages(testimonialsMessages);
  return (
    <Section id={ANCHORS.testimonials} eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle}>
      <LandingIsland name="landing.testimonials" props={{}} />
      <Box textAlign="center" mt="10">
        <RouteButtonLink to="/register" size="lg">
          {m.cta}
        </RouteButtonLink>
      </Box>
    </Section>
  );
}
TestimonialsSection.displayName = 'TestimonialsSection';
