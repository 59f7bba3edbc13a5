import { useMessages } from '@intambwe/i18n';
import { badgeClass, cardBodyClass, cardClass, cx, headingClass, paletteClass, staticClasses, tagClass, tagLabelClass, VisuallyHidden } from '@intambwe/ui/static';
import { Clock, Star, Users } from 'lucide-react';
import type { CourseCardView } from '@intambwe/listings';
import type { linkCardStyles } from '../../shared/link-card.styles';
import { NewTabText } from '../../shared/new-tab-text';
import type { courseCardStyles } from './course-card.styles';
import { coursesMessages } from './messages';

const c = staticClasses<typeof courseCardStyles>('course-card');
const card = staticClasses<typeof linkCardStyles>('link-card');

export interface CourseCardProps {
  course: CourseCardView;
  /** `{elearning}/course/{id}/enroll`, opened in a new tab. */
  href: string;
}

/** One trending course (SPEC §2, §5): the whole card opens its enrolment page. */
export function CourseCard({ course, href }: CourseCardProps) {
  const m = useMessages(coursesMessages);
  return (
    <article className={card.root}>
      <div className={cx(cardClass(), card.card)}>
        <div className={cx(cardBodyClass(), c.body)}>
          <div className={c.top}>
            <span className={badgeClass({ palette: 'brand' })}>{course.category}</span>
            <span className={badgeClass({ variant: 'outline', palette: 'gray' })}>{course.level}</span>
            <span className={c.price}>
              <VisuallyHidden>{m.labelled({ label: m.price })}</VisuallyHidden>
              {course.price}
            </span>
          </div>
          <h3 className={cx(headingClass('lg'), c.title)}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={card.overlay} data-link-overlay="">
              {course.title}
              <NewTabText />
            </a>
          </h3>
          <p className={c.description}>{course.description}</p>
          <div className={c.facts}>
            {course.duration && (
              <span className={c.fact}>
                <Clock aria-hidden="true" size={16} />
                <span>
                  <VisuallyHidden>{m.labelled({ label: m.duration })}</VisuallyHidden>
                  {course.duration}
                </span>
              </span>
            )}
            <span className={c.fact}>
              <span className={course.rated ? c.rated : c.unrated} aria-hidden="true">
                <Star size={16} fill={course.rated ? 'currentColor' : 'none'} />
              </span>
              <span aria-hidden="true">{course.rating}</span>
              <VisuallyHidden>{course.rated ? m.ratingOf({ rating: course.rating }) : m.notRatedLabel}</VisuallyHidden>
            </span>
            <span className={c.fact}>
              <Users aria-hidden="true" size={16} />
              <span>{m.students({ count: course.enrollmentCount })}</span>
            </span>
          </div>
          {course.tags.length > 0 && (
            <div className={c.tags}>
              {course.tags.map((tag) => (
                <span key={tag} className={tagClass({ palette: 'gray' })}>
                  <span className={tagLabelClass()}>{tag}</span>
                </span>
              ))}
            </div>
          )}
          <div className={c.instructor}>
            <span className={cx(c.avatar, paletteClass('brand'))} aria-hidden="true">
              {course.initials}
            </span>
            <span className={c.instructorName}>{m.instructor({ name: course.instructor ?? course.initials })}</span>
          </div>
        </div>
      </div>
    </article>
  );
}
CourseCard.displayName = 'CourseCard';
