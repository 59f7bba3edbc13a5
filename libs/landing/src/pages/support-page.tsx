import { Button, HStack, Stack } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { Link as RouterLink } from 'react-router';
import { ContactDetails } from './contact-details';
import { pageMessages } from './page-messages';
import { PolicyPage } from './policy-page';

const m = pageMessages.support;

/** /support: common questions, then how to reach a person. */
export function SupportPage() {
  const { brand } = usePlatformConfig();
  return (
    <PolicyPage content={m} dated={false}>
      <Stack gap="4">
        <ContactDetails />
        <HStack gap="3" wrap="wrap">
          <Button asChild>
            <a href={`mailto:${brand.supportEmail}`}>{m.emailUs}</a>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/contact">{m.contactForm}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </PolicyPage>
  );
}
