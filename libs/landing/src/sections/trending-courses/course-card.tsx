import { Avatar, Badge, Box, Card, Heading, HStack, LinkOverlay, Tag, Text } from '@chakra-ui/react';
import { useComponentRecipes } from '@intambwe/ui';
import { Clock, Star, Users } from 'lucide-react';
import type { CourseCardView } from '../../rules/course-card-rules';
import { LinkCard } from '../../shared/link-card';
import { NewTabHint } from '../../shared/links';
import { useMessages } from '@intambwe/i18n';
import { coursesMessages } from './messages';

export interface CourseCardProps {
  course: CourseCardView;
  /** `{elearning}/course/{id}/enroll`, opened in a new tab. */
  href: string;
}

/** One trending course (SPEC §2, §5): the whole card opens its enrolment page. */
export function CourseCard({ course, href }: CourseCardProps) {
  useComponentRecipes();
  const m = useMessages(coursesMessages);
  return (
    <LinkCard h="full">
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle">
            {course.category}
          </Badge>
          <Badge variant="outline">{course.level}</Badge>
          <Text as="span" ms="auto" fontWeight="bold" fontSize="lg" color="brand.fg">
            <Text as="span" srOnly>
              {m.labelled({ label: m.price })}
            </Text>
            {course.price}
          </Text>
        </HStack>
        <Heading as="h3" size="lg" lineHeight="short" lineClamp={2}>
          <LinkOverlay href={href} target="_blank" rel="noopener noreferrer" _focusVisible={{ outline: 'none' }}>
            {course.title}
            <NewTabHint />
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {course.description}
        </Text>
        <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
          {course.duration && (
            <HStack gap="1.5">
              <Clock aria-hidden="true" size={16} />
              <Text as="span">
                <Text as="span" srOnly>
                  {m.labelled({ label: m.duration })}
                </Text>
                {course.duration}
              </Text>
            </HStack>
          )}
          <HStack gap="1.5">
            <Box as="span" color={course.rated ? 'orange.fg' : 'fg.muted'} aria-hidden="true">
              <Star size={16} fill={course.rated ? 'currentColor' : 'none'} />
            </Box>
            <Text as="span" aria-hidden="true">
              {course.rating}
            </Text>
            <Text as="span" srOnly>
              {course.rated ? m.ratingOf({ rating: course.rating }) : m.notRatedLabel}
            </Text>
          </HStack>
          <HStack gap="1.5">
            <Users aria-hidden="true" size={16} />
            <Text as="span">{m.students({ count: course.enrollmentCount })}</Text>
          </HStack>
        </HStack>
        {course.tags.length > 0 && (
          <HStack gap="1.5" wrap="wrap">
            {course.tags.map((tag) => (
              <Tag.Root key={tag} size="sm" variant="surface">
                <Tag.Label>{tag}</Tag.Label>
              </Tag.Root>
            ))}
          </HStack>
        )}
        <HStack gap="3" mt="auto" pt="3" borderTopWidth="1px">
          <Avatar.Root size="sm" colorPalette="brand" variant="solid" aria-hidden="true">
            <Avatar.Fallback>{course.initials}</Avatar.Fallback>
          </Avatar.Root>
          <Text fontSize="sm" color="fg.muted">
            {m.instructor({ name: course.instructor ?? course.initials })}
          </Text>
        </HStack>
      </Card.Body>
    </LinkCard>
  );
}
CourseCard.displayName = 'CourseCard';
