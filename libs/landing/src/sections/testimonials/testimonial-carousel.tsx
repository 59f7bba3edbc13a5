import { useLocale, useMessages } from '@intambwe/i18n';
import { buttonClass, cardBodyClass, cardClass, cx, paletteClass, staticClasses, VisuallyHidden } from '@intambwe/ui/static';
import { ChevronLeft, ChevronRight, Pause, Play, Quote, Star } from 'lucide-react';
import { landingSectionCatalogs } from '../catalogs';
import { TESTIMONIAL_ROTATION_MS } from '../../shared/constants';
import { testimonialsMessages } from './messages';
import type { carouselStyles } from './testimonial-carousel.styles';
import { SELECTABLE_TESTIMONIALS, testimonials, type Testimonial } from './testimonials';
import { useRotation } from './use-rotation';

const c = staticClasses<typeof carouselStyles>('carousel');

function Stars({ rating }: { rating: number }) {
  const m = useMessages(testimonialsMessages);
  return (
    <span className={c.stars}>
      {Array.from({ length: 5 }, (_, star) => (
        <Star key={star} size={18} aria-hidden="true" fill={star < rating ? 'currentColor' : 'none'} />
      ))}
      <VisuallyHidden>{m.rating({ rating })}</VisuallyHidden>
    </span>
  );
}

function Person({ testimonial, size = 'lg' }: { testimonial: Testimonial; size?: 'md' | 'lg' }) {
  return (
    <span className={c.person}>
      <span className={cx(c.avatar, size === 'lg' ? c.avatarLg : c.avatarMd, paletteClass(testimonial.image.palette))} aria-hidden="true">
        {testimonial.image.initials}
      </span>
      <span className={c.personText}>
        <span className={c.name}>{testimonial.name}</span>
        <span className={c.muted}>
          {testimonial.role}, {testimonial.company}
        </span>
        <span className={c.muted}>{testimonial.location}</span>
      </span>
    </span>
  );
}

function Slide({ testimonial, position, total }: { testimonial: Testimonial; position: number; total: number }) {
  const m = useMessages(testimonialsMessages);
  return (
    <div role="group" aria-roledescription={m.slide} aria-label={m.slideOf({ number: position, total })} className={cx(cardClass({ variant: 'elevated' }), c.slide)}>
      <div className={cx(cardBodyClass(), c.slideBody)}>
        <div className={c.slideTop}>
          <span className={c.quoteIcon} aria-hidden="true">
            <Quote size={36} />
          </span>
          <Stars rating={testimonial.rating} />
        </div>
        <blockquote className={c.quote}>“{testimonial.quote}”</blockquote>
        <Person testimonial={testimonial} />
        <dl className={c.facts}>
          {[
            { label: m.achievement, value: testimonial.achievement, salary: false },
            { label: m.course, value: testimonial.course, salary: false },
            { label: m.salaryOutcome, value: testimonial.salaryOutcome, salary: true },
          ].map((fact) => (
            <div key={fact.label} className={c.fact}>
              <dt className={c.factLabel}>{fact.label}</dt>
              <dd className={cx(c.factValue, fact.salary && c.salary)}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/**
 * SPEC §2 Testimonials: six stories in a carousel that advances every 5 s,
 * previous/next wrap around, the first three can be picked directly. It holds
 * still on hover and focus, has a visible pause control (WCAG 2.2.2), and does
 * not rotate by itself under prefers-reduced-motion unless played. An island:
 * the first story is in the page's HTML.
 */
export function TestimonialCarousel() {
  const m = useMessages(testimonialsMessages);
  const stories = testimonials(useLocale());
  const rotation = useRotation(stories.length, TESTIMONIAL_ROTATION_MS);
  const current = stories[rotation.index] ?? (stories[0] as Testimonial);

  return (
    <div role="region" aria-roledescription={m.carousel} aria-label={m.carouselLabel} className={c.root} {...rotation.holdProps}>
      <div className={c.controls}>
        <button type="button" className={buttonClass({ variant: 'outline', icon: true, round: true })} aria-label={m.previous} onClick={rotation.previous}>
          <ChevronLeft aria-hidden="true" />
        </button>
        <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={rotation.togglePlaying}>
          {rotation.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {rotation.playing ? m.pause : m.play}
        </button>
        <button type="button" className={buttonClass({ variant: 'outline', icon: true, round: true })} aria-label={m.next} onClick={rotation.next}>
          <ChevronRight aria-hidden="true" />
        </button>
        <span className={c.counter} aria-hidden="true">
          {m.slideOf({ number: rotation.index + 1, total: stories.length })}
        </span>
      </div>
      <div aria-live={rotation.running ? 'off' : 'polite'} aria-atomic="false">
        <Slide key={current.id} testimonial={current} position={rotation.index + 1} total={stories.length} />
      </div>
      <nav aria-label={m.choose} className={c.choices}>
        <ul className={c.choiceList}>
          {stories.slice(0, SELECTABLE_TESTIMONIALS).map((testimonial, position) => (
            <li key={testimonial.id}>
              <button type="button" className={c.choice} aria-pressed={position === rotation.index} onClick={() => rotation.select(position)}>
                <Person testimonial={testimonial} size="md" />
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
TestimonialCarousel.displayName = 'TestimonialCarousel';
TestimonialCarousel.catalogs = [landingSectionCatalogs];
