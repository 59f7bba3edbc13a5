import { Button, HStack, Stack } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { useLocalePath } from '@intambwe/i18n';
import { ContactDetails } from './contact-details';
import { usePageWords } from './page-words';
import { PolicyPage } from './policy-page';

/** /support: common questions, then how to reach a person. */
export function SupportPage() {
  const { brand } = usePlatformConfig();
  const m = usePageWords().m.support;
  const pathFor = useLocalePath();
  return (
    <PolicyPage page="support" dated={false}>
      <Stack gap="4">
        <ContactDetails />
        <HStack gap="3" wrap="wrap">
          <Button asChild>
            <a href={`mailto:${brand.supportEmail}`}>{m.emailUs}</a>
          </Button>
          <Button asChild variant="outline">
            <a href={pathFor('/contact')}>{m.contactForm}</a>
          </Button>
        </HStack>
      </Stack>
    </PolicyPage>
  );
}
