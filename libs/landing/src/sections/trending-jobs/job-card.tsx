import {
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  LinkOverlay,
  Skeleton,
  Stack,
  Tag,
  Text,
  type SkeletonProps,
  type StackProps,
} from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import { BadgeCheck, Briefcase, Building, CalendarClock, Clock, Flame, MapPin, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkCard } from '../../shared/link-card';
import { ExternalButtonLink, NewTabHint } from '../../shared/links';
import type { JobCardView } from '../../rules/job-card-rules';
import { useMessages } from '@intambwe/i18n';
import { jobsMessages } from './messages';


/** SPEC §9: a job card is 500 px high. */
export const JOB_CARD_HEIGHT = '500px';

interface DetailProps extends StackProps {
  icon: LucideIcon;
  label: string;
  showLabel?: boolean;
  clamp?: boolean;
  children: ReactNode;
}

/** One term and value of the card's description list. */
function Detail({ icon: Icon, label, showLabel = false, clamp = true, children, ...rest }: DetailProps) {
  const m = useMessages(jobsMessages);
  return (
    <HStack as="div" gap="2" align="flex-start" fontSize="sm" minW="0" {...rest}>
      <HStack as="dt" gap="2" color="fg.muted" flexShrink={0}>
        <Box as="span" mt="0.5" aria-hidden="true">
          <Icon size={16} />
        </Box>
        {showLabel ? (
          <Text as="span">{m.labelled({ label }).trimEnd()}</Text>
        ) : (
          <Text as="span" srOnly>
            {label}
          </Text>
        )}
      </HStack>
      <Text as="dd" color="fg.muted" lineClamp={clamp ? 3 : undefined} minW="0">
        {children}
      </Text>
    </HStack>
  );
}

export interface JobCardProps {
  job: JobCardView;
  /** The job portal's jobs page: the card and View Details open it in a new tab. */
  href: string;
}

/** One trending job (SPEC §2, §5): every field, Urgent and Curated tags, 3 skills then +N. */
export function JobCard({ job, href }: JobCardProps) {
  useComponentRecipes();
  const m = useMessages(jobsMessages);
  return (
    <LinkCard h={JOB_CARD_HEIGHT} clip>
      <Card.Body gap="4" display="flex" flexDirection="column">
        <HStack gap="2" minH="6" wrap="wrap">
          {job.urgent && (
            <Badge colorPalette="red" variant="subtle">
              <Flame aria-hidden="true" size={14} />
              {m.urgent}
            </Badge>
          )}
          {job.curated && (
            <Badge colorPalette="brand" variant="subtle">
              <BadgeCheck aria-hidden="true" size={14} />
              {m.curated}
            </Badge>
          )}
          {job.jobType && (
            <Badge variant="outline" ms="auto">
              <Text as="span" srOnly>
                {m.labelled({ label: m.jobType })}
              </Text>
              {job.jobType}
            </Badge>
          )}
        </HStack>

        <Heading as="h3" size="lg" lineHeight="short" lineClamp={2}>
          <LinkOverlay href={href} target="_blank" rel="noopener noreferrer" _focusVisible={{ outline: 'none' }}>
            {job.title}
            <NewTabHint />
          </LinkOverlay>
        </Heading>

        <Stack as="dl" gap="3" flex="1">
          <Detail icon={Building} label={m.employer}>
            <Text as="span" fontSize="md" fontWeight="medium" color="fg">
              {job.employer}
            </Text>
          </Detail>
          {job.location && (
            <Detail icon={MapPin} label={m.location}>
              {job.location}
            </Detail>
          )}
          <Detail icon={Wallet} label={m.salary}>
            <Text as="span" fontWeight="semibold" color="fg">
              {job.salary}
            </Text>
          </Detail>
          {job.postedAgo && (
            <Detail icon={Clock} label={m.posted}>
              {job.postedAgo}
            </Detail>
          )}
          <Detail icon={CalendarClock} label={m.deadline} showLabel>
            {job.deadline}
          </Detail>
          <Detail icon={Briefcase} label={m.skills} showLabel clamp={false} mt="auto" pt="3" borderTopWidth="1px" flexWrap="wrap">
            <HStack as="span" gap="1.5" wrap="wrap" mt="-0.5">
              {job.skills.map((skill) => (
                <Tag.Root key={skill} size="sm" variant="surface">
                  <Tag.Label>{skill}</Tag.Label>
                </Tag.Root>
              ))}
              {job.hiddenSkills > 0 && (
                <Tag.Root size="sm" variant="outline" title={m.moreSkillsLabel({ count: job.hiddenSkills })}>
                  <Tag.Label>
                    <span aria-hidden="true">{m.moreSkills({ count: job.hiddenSkills })}</span>
                    <Text as="span" srOnly>
                      {m.moreSkillsLabel({ count: job.hiddenSkills })}
                    </Text>
                  </Tag.Label>
                </Tag.Root>
              )}
            </HStack>
          </Detail>
        </Stack>

        <Box pt="1">
          <ExternalButtonLink href={href} variant="outline" w="full">
            {m.viewDetails}
            <Text as="span" srOnly>
              {' '}
              {job.title}
            </Text>
          </ExternalButtonLink>
        </Box>
      </Card.Body>
    </LinkCard>
  );
}
JobCard.displayName = 'JobCard';

/** The loading shape of a job card (three of them while the jobs arrive). */
export function JobCardSkeleton() {
  useComponentRecipes();
  return (
    <Card.Root h={JOB_CARD_HEIGHT} variant="outline" bg="bg.panel" aria-hidden="true" data-testid="job-card-skeleton">
      <Card.Body gap="4">
        <HStack gap="2">
          <SkeletonBlock w="20" h="5" />
          <SkeletonBlock w="16" h="5" ms="auto" />
        </HStack>
        <SkeletonBlock w="80%" h="7" />
        <Stack gap="3">
          {['60%', '50%', '70%', '40%', '55%'].map((width) => (
            <SkeletonBlock key={width} w={width} h="4" />
          ))}
        </Stack>
        <HStack gap="2">
          <SkeletonBlock w="16" h="6" />
          <SkeletonBlock w="16" h="6" />
          <SkeletonBlock w="10" h="6" />
        </HStack>
        <SkeletonBlock w="full" h="10" mt="auto" />
      </Card.Body>
    </Card.Root>
  );
}

function SkeletonBlock(props: SkeletonProps) {
  return <Skeleton borderRadius="l2" {...props} />;
}
