import { jobsQueries, QueryClientBoundary, useApiClient } from '@intambwe/api-client';
import { useLocale, useMessages, warmIntl } from '@intambwe/i18n';
import { srOnlyClass, staticClasses } from '@intambwe/ui/static';
import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { keepDisplayableJobs, toJobCardView } from '@intambwe/listings';
import { landingSectionCatalogs } from '../catalogs';
import { JobCard, JobCardSkeleton } from './job-card';
import { jobsMessages } from './messages';
import type { listingStyles } from './trending-jobs.styles';

const c = staticClasses<typeof listingStyles>('listing');

export interface TrendingJobsProps {
  /** The job portal's jobs page (cards open it in a new tab). */
  jobsUrl: string;
  /** The clock for posting age and urgency (tests pin it); defaults to the time of the first render. */
  now?: number;
}

/**
 * SPEC §2 Trending jobs: GET /api/jobs?limit=6 as the section comes near.
 * Loading shows three skeleton cards; a failure is only logged and shows the
 * empty state; otherwise up to 6 cards.
 */
function TrendingJobsList({ jobsUrl, now: fixedNow }: TrendingJobsProps) {
  const m = useMessages(jobsMessages);
  const locale = useLocale();
  // The cards' numbers and dates need Intl's data: loaded off the main thread while the list is fetched.
  useEffect(() => void warmIntl(locale), [locale]);
  const api = useApiClient();
  const query = useQuery(jobsQueries.trending(api));
  const [firstRenderTime] = useState(() => Date.now());
  const now = fixedNow ?? firstRenderTime;

  useEffect(() => {
    if (query.error) console.error('Trending jobs could not be loaded; showing the empty state.', query.error);
  }, [query.error]);

  const jobs = useMemo(() => keepDisplayableJobs(query.data).map((job) => toJobCardView(job, now, locale, m)), [query.data, now, locale, m]);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className={srOnlyClass}>
          {m.loading}
        </p>
        <div className={c.grid}>
          <JobCardSkeleton />
          <JobCardSkeleton />
          <JobCardSkeleton />
        </div>
      </div>
    );
  }
  if (jobs.length === 0) {
    return (
      <div className={c.state}>
        <span className={c.stateIcon} aria-hidden="true">
          <BriefcaseBusiness />
        </span>
        <p className={c.stateTitle}>{m.emptyTitle}</p>
        <p className={c.stateText}>{m.emptyDescription}</p>
      </div>
    );
  }
  return (
    <ul aria-label={m.title} className={c.grid}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} href={jobsUrl} />
        </li>
      ))}
    </ul>
  );
}

/** The list with the server cache it needs (react-query arrives with this island, not with the page). */
export function TrendingJobs(props: TrendingJobsProps) {
  return (
    <QueryClientBoundary>
      <TrendingJobsList {...props} />
    </QueryClientBoundary>
  );
}
TrendingJobs.displayName = 'TrendingJobs';
TrendingJobs.catalogs = [landingSectionCatalogs];
