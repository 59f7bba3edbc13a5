import { Box, HStack, SimpleGrid, Stack, Text, Heading } from '@chakra-ui/react';
import { jobsQueries, useApiClient, usePlatformConfig, QueryClientBoundary } from '@intambwe/api-client';
import { Section, StaticContent, StatusMessage, useNearViewport, useComponentRecipes } from '@intambwe/ui';
import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, Search } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { jobPortalJobsUrl, jobPortalRegisterUrl } from '../../rules/external-urls';
import { keepDisplayableJobs, toJobCardView } from '../../rules/job-card-rules';
import { ANCHORS, ExternalButtonLink } from '../../shared/links';
import { JobCard, JobCardSkeleton } from './job-card';
import { useLocale, useMessages } from '@intambwe/i18n';
import { jobsMessages } from './messages';


export interface TrendingJobsSectionProps {
  /** The clock for posting age and urgency (tests pin it); defaults to the time of the first render. */
  now?: number;
}

/**
 * SPEC §2 Trending jobs: GET /api/jobs?limit=6 on the client. Loading shows
 * three skeleton cards; a failure is only logged and shows the empty state;
 * otherwise up to 6 cards. Cards and calls to action open the job portal in a new tab.
 */
function TrendingJobsList({ now: fixedNow }: TrendingJobsSectionProps) {
  const m = useMessages(jobsMessages);
  const locale = useLocale();
  const api = useApiClient();
  const { jobPortalUrl } = usePlatformConfig();
  // Fetched just before the section is seen; shown in a render of its own that the page can interrupt (a slow phone stays responsive).
  const query = useDeferredValue(useQuery({ ...jobsQueries.trending(api), enabled: useNearViewport(ANCHORS.trendingJobs) }));
  // The prerendered HTML shows the loading state, as does the first render in the browser (nothing is fetched yet).
  const pending = query.isPending;
  const [firstRenderTime] = useState(() => Date.now());
  const now = fixedNow ?? firstRenderTime;

  useEffect(() => {
    if (query.error) console.error('Trending jobs could not be loaded; showing the empty state.', query.error);
  }, [query.error]);

  const jobs = useMemo(
    () => keepDisplayableJobs(query.data).map((job) => toJobCardView(job, now, locale, m)),
    [query.data, now, locale, m],
  );
  const jobsUrl = jobPortalJobsUrl(jobPortalUrl);

  return (
    <Section id={ANCHORS.trendingJobs} eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle}>
      <Box aria-busy={pending}>
        {pending ? (
          <StaticContent>
            <Text role="status" srOnly>
              {m.loading}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              <JobCardSkeleton />
              <JobCardSkeleton />
              <JobCardSkeleton />
            </SimpleGrid>
          </StaticContent>
        ) : jobs.length === 0 ? (
          <StatusMessage icon={<BriefcaseBusiness />} title={m.emptyTitle} description={m.emptyDescription} />
        ) : (
          <SimpleGrid as="ul" aria-label={m.title} columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} href={jobsUrl} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Box>

      <StaticContent>
        <JobPortalInvitation jobsUrl={jobsUrl} registerUrl={jobPortalRegisterUrl(jobPortalUrl)} />
      </StaticContent>
    </Section>
  );
}
TrendingJobsList.displayName = 'TrendingJobsList';

/** The section with the server cache its list needs (react-query arrives with this section, not with the page). */
export function TrendingJobsSection(props: TrendingJobsSectionProps) {
  useComponentRecipes();
  return (
    <QueryClientBoundary>
      <TrendingJobsList {...props} />
    </QueryClientBoundary>
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
