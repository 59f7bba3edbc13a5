import { useMessages } from '@intambwe/i18n';
import {
  badgeClass,
  buttonClass,
  cardBodyClass,
  cardClass,
  cx,
  headingClass,
  Skeleton,
  staticClasses,
  tagClass,
  tagLabelClass,
  VisuallyHidden,
} from '@intambwe/ui/static';
import { BadgeCheck, Briefcase, Building, CalendarClock, Clock, Flame, MapPin, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { JobCardView } from '@intambwe/listings';
import type { linkCardStyles } from '../../shared/link-card.styles';
import { NewTabText } from '../../shared/new-tab-text';
import type { jobCardStyles } from './job-card.styles';
import { jobsMessages } from './messages';

const c = staticClasses<typeof jobCardStyles>('job-card');
const card = staticClasses<typeof linkCardStyles>('link-card');

interface DetailProps {
  icon: LucideIcon;
  label: string;
  showLabel?: boolean;
  clamp?: boolean;
  className?: string;
  children: ReactNode;
}

/** One term and value of the card's description list. */
function Detail({ icon: Icon, label, showLabel = false, clamp = true, className, children }: DetailProps) {
  const m = useMessages(jobsMessages);
  return (
    <div className={cx(c.detail, className)}>
      <dt className={c.term}>
        <span className={c.icon} aria-hidden="true">
          <Icon size={16} />
        </span>
        {showLabel ? <span>{m.labelled({ label }).trimEnd()}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
      </dt>
      <dd className={cx(c.value, !clamp && c.unclamped)}>{children}</dd>
    </div>
  );
}

export interface JobCardProps {
  job: JobCardView;
  /** The job portal's jobs page: the card and View Details open it in a new tab. */
  href: string;
}

/** One trending job (SPEC §2, §5): every field, Urgent and Curated tags, 3 skills then +N; the whole card is a link. */
export function JobCard({ job, href }: JobCardProps) {
  const m = useMessages(jobsMessages);
  return (
    <article className={cx(card.root, c.height)}>
      <div className={cx(cardClass(), card.card, card.clip)}>
        <div className={cx(cardBodyClass(), c.body)}>
          <div className={c.tags}>
            {job.urgent && (
              <span className={badgeClass({ palette: 'red' })}>
                <Flame aria-hidden="true" size={14} />
                {m.urgent}
              </span>
            )}
            {job.curated && (
              <span className={badgeClass({ palette: 'brand' })}>
                <BadgeCheck aria-hidden="true" size={14} />
                {m.curated}
              </span>
            )}
            {job.jobType && (
              <span className={cx(badgeClass({ variant: 'outline', palette: 'gray' }), c.jobType)}>
                <VisuallyHidden>{m.labelled({ label: m.jobType })}</VisuallyHidden>
                {job.jobType}
              </span>
            )}
          </div>

          <h3 className={cx(headingClass('lg'), c.title)}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={card.overlay} data-link-overlay="">
              {job.title}
              <NewTabText />
            </a>
          </h3>

          <dl className={c.details}>
            <Detail icon={Building} label={m.employer}>
              <span className={c.employer}>{job.employer}</span>
            </Detail>
            {job.location && (
              <Detail icon={MapPin} label={m.location}>
                {job.location}
              </Detail>
            )}
            <Detail icon={Wallet} label={m.salary}>
              <span className={c.strong}>{job.salary}</span>
            </Detail>
            {job.postedAgo && (
              <Detail icon={Clock} label={m.posted}>
                {job.postedAgo}
              </Detail>
            )}
            <Detail icon={CalendarClock} label={m.deadline} showLabel>
              {job.deadline}
            </Detail>
            <Detail icon={Briefcase} label={m.skills} showLabel clamp={false} className={c.skills}>
              <span className={c.skillList}>
                {job.skills.map((skill) => (
                  <span key={skill} className={tagClass({ palette: 'gray' })}>
                    <span className={tagLabelClass()}>{skill}</span>
                  </span>
                ))}
                {job.hiddenSkills > 0 && (
                  <span className={tagClass({ variant: 'outline', palette: 'gray' })} title={m.moreSkillsLabel({ count: job.hiddenSkills })}>
                    <span className={tagLabelClass()}>
                      <span aria-hidden="true">{m.moreSkills({ count: job.hiddenSkills })}</span>
                      <VisuallyHidden>{m.moreSkillsLabel({ count: job.hiddenSkills })}</VisuallyHidden>
                    </span>
                  </span>
                )}
              </span>
            </Detail>
          </dl>

          <div className={cx(c.actions, card.above)}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'outline', full: true })}>
              {m.viewDetails}
              <VisuallyHidden> {job.title}</VisuallyHidden>
              <NewTabText />
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
JobCard.displayName = 'JobCard';

/** The loading shape of a job card (three of them while the jobs arrive). */
export function JobCardSkeleton() {
  return (
    <div className={cx(cardClass(), card.card, c.height)} aria-hidden="true" data-testid="job-card-skeleton">
      <div className={cx(cardBodyClass(), c.skeletonBody)}>
        <div className={c.row}>
          <Skeleton className={cx(c.block, c.skeletonBadge)} />
          <Skeleton className={cx(c.block, c.skeletonType)} />
        </div>
        <Skeleton className={cx(c.block, c.skeletonTitle)} />
        <div className={c.column}>
          {(['line60', 'line50', 'line70', 'line40', 'line55'] as const).map((line) => (
            <Skeleton key={line} className={cx(c.block, c[line])} />
          ))}
        </div>
        <Skeleton className={cx(c.block, c.skeletonButton)} />
      </div>
    </div>
  );
}
