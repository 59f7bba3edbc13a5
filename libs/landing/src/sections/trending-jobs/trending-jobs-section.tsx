import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { useMessages } from '@intambwe/i18n';
import { Section } from '@intambwe/ui';
import { Search } from 'lucide-react';
import { jobPortalJobsUrl, jobPortalRegisterUrl } from '../../rules/external-urls';
import { LandingIsland } from '../../shared/landing-island';
import { ANCHORS, ExternalButtonLink } from '../../shared/links';
import { jobsMessages } from './messages';

/**
 * SPEC §2 Trending jobs: the heading, the list (an island that fetches the
 * jobs as the section comes near) and the invitations to the job portal.
 */
export function TrendingJobsSection() {
  const m = useMessages(jobsMessages);
  const { jobPortalUrl } = usePlatformConfig();
  const jobsUrl = jobPortalJobsUrl(jobPortalUrl);
  return (
    <Section id={ANCHORS.trendingJobs} eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle}>
      <LandingIsland name="landing.trending-jobs" props={{ jobsUrl }} />
      <JobPortalInvitation jobsUrl={jobsUrl} registerUrl={jobPortalRegisterUrl(jobPortalUrl)} />
    </Section>
  );
}
TrendingJobsSection.displayName = 'TrendingJobsSection';

/** Find More Jobs and the coaching invitation: plain links to the job portal, so they stay as prerendered. */
function JobPortalInvitation({ jobsUrl, registerUrl }: { jobsUrl: string; registerUrl: string }) {
  const m = useMessages(jobsMessages);
  return (
    <>
      <Box textAlign="center" mt="8">
        <ExternalButtonLink href={jobsUrl} variant="outline" size="lg">
          <Search aria-hidden="true" />
          {m.findMoreJobs}
        </ExternalButtonLink>
      </Box>

      <Stack
        mt={{ base: '10', md: '14' }}
        p={{ base: '6', md: '10' }}
        borderRadius="l3"
        bg="brand.subtle"
        borderWidth="1px"
        borderColor="brand.muted"
        direction={{ base: 'column', md: 'row' }}
        align={{ md: 'center' }}
        justify="space-between"
        gap="6"
      >
        <Stack gap="2" maxW="2xl">
          <Heading as="h3" size="xl">
            {m.ctaTitle}
          </Heading>
          <Text color="fg.muted">{m.ctaText}</Text>
        </Stack>
        <HStack gap="3" wrap="wrap">
          <ExternalButtonLink href={jobsUrl}>{m.startJobSearch}</ExternalButtonLink>
          <ExternalButtonLink href={registerUrl} variant="outline" bg="bg">
            {m.getCoaching}
          </ExternalButtonLink>
        </HStack>
      </Stack>
    </>
  );
}
