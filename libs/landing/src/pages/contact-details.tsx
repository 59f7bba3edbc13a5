import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { useLocale } from '@intambwe/i18n';
import { businessHoursIn } from '@intambwe/platform-facts';
import { usePageWords } from './page-words';

/** Email, phone, address and business hours from the brand facts (the hours in the page's language). */
export function ContactDetails({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { brand } = usePlatformConfig();
  const m = usePageWords().m.contact;
  const hours = businessHoursIn(brand.businessHours, useLocale());
  return (
    <Stack as="section" gap="4" p="5" borderWidth="1px" borderRadius="l3" bg="bg.subtle">
      <Heading as={headingLevel} size="lg">
        {m.details}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
        <Text as="dt" fontWeight="medium">
          {m.email}
        </Text>
        <Text as="dd">
          <Link href={`mailto:${brand.contactEmail}`} color="brand.fg" wordBreak="break-all">
            {brand.contactEmail}
          </Link>
        </Text>
        <Text as="dt" fontWeight="medium">
          {m.phone}
        </Text>
        <Text as="dd">
          <Link href={`tel:${brand.phone.replace(/[^+\d]/g, '')}`} color="brand.fg">
            {brand.phone}
          </Link>
        </Text>
        <Text as="dt" fontWeight="medium">
          {m.address}
        </Text>
        <Text as="dd">{brand.address}</Text>
      </Box>
      <Heading as={headingLevel === 'h2' ? 'h3' : 'h4'} size="md">
        {m.hours}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
        {hours.map((entry) => (
          <Box key={entry.days} display="contents">
            <Text as="dt" fontWeight="medium">
              {entry.days}
            </Text>
            <Text as="dd">{entry.hours}</Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
