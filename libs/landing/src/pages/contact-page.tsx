import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { LandingIsland } from '../shared/landing-island';
import { ContactDetails } from './contact-details';
import { InfoPageLayout } from './info-page-layout';
import { usePageWords } from './page-words';

/** /contact: the brand's contact details and the contact form (POST /api/contact). */
export function ContactPage() {
  const m = usePageWords().m.contact;
  return (
    <InfoPageLayout title={m.title} intro={m.intro}>
      <SimpleGrid columns={{ base: 1, md: 5 }} gap="8">
        <Stack as="section" gap="4" gridColumn={{ md: 'span 3' }} aria-labelledby="contact-form-heading">
          <Heading as="h2" size="xl" id="contact-form-heading">
            {m.form}
          </Heading>
          <LandingIsland name="landing.contact-form" props={{}} />
        </Stack>
        <Stack gridColumn={{ md: 'span 2' }}>
          <ContactDetails />
        </Stack>
      </SimpleGrid>
    </InfoPageLayout>
  );
}
