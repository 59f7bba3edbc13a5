import { Box } from '@chakra-ui/react';
import { useMessages } from '@intambwe/i18n';
import { Section } from '@intambwe/ui';
import { ArrowRight } from 'lucide-react';
import { LandingIsland } from '../../shared/landing-island';
import { ANCHORS, RouteButtonLink } from '../../shared/links';
import { servicesMessages } from './messages';

/**
 * SPEC §2 Services: the heading, the field picker (an island: 15 chips and the
 * chosen field's programs) and Start Your Journey Today, which goes to /register.
 */
export function ServicesSection() {
  const m = useMessages(servicesMessages);
  return (
    <Section id={ANCHORS.services} eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle} bg="bg.subtle">
      <LandingIsland name="landing.field-picker" props={{}} />
      <Box textAlign="center" mt="10">
        <RouteButtonLink to="/register" size="lg">
          {m.startJourney}
          <ArrowRight aria-hidden="true" />
        </RouteButtonLink>
      </Box>
    </Section>
  );
}
ServicesSection.displayName = 'ServicesSection';
