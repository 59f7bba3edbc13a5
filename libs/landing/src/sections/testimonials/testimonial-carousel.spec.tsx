import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IslandProviders } from '../../testing/island-providers';
import { TestimonialCarousel } from './testimonial-carousel';
import { testimonials } from './testimonials';

const TESTIMONIALS = testimonials('en');

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function renderTestimonials() {
  render(
    <IslandProviders>
      <TestimonialCarousel />
      {/* Something after it on the page, to move focus out to. */}
      <a href="/register">Start Your Success Story</a>
    </IslandProviders>,
  );
}
const click = (element: HTMLElement) => {
  act(() => element.focus());
  fireEvent.click(element);
};

const currentSlide = () => screen.getByRole('group', { name: /of 6$/ });
/** The person of the current slide (their name is the slide's only element holding just a name). */
const currentName = () =>
  within(currentSlide()).getByText((_, element) => TESTIMONIALS.some((t) => t.name === element?.textContent) && element?.children.length === 0);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('TestimonialCarousel (SPEC §2, WCAG 2.2.2; the island of the testimonials section)', () => {
  beforeEach(() => {
    // Only the carousel's timers are faked; clicks use fireEvent (synchronous), so nothing waits on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('Rendering', () => {
    it('shows every field of the first testimonial', () => {
      mockReducedMotion(false);
      renderTestimonials();
      const slide = within(currentSlide());
      const first = TESTIMONIALS[0];
      expect(currentSlide()).toHaveAccessibleName('1 of 6');
      expect(slide.getByText(first.name)).toBeInTheDocument();
      expect(slide.getByText(`${first.role}, ${first.company}`)).toBeInTheDocument();
      expect(slide.getByText(first.location)).toBeInTheDocument();
      expect(slide.getByText(first.image.initials)).toBeInTheDocument();
      expect(slide.getByText(`Rated ${first.rating} out of 5`)).toBeInTheDocument();
      expect(slide.getByText(`“${first.quote}”`)).toBeInTheDocument();
      expect(slide.getByText(first.achievement)).toBeInTheDocument();
      expect(slide.getByText(first.course)).toBeInTheDocument();
      expect(slide.getByText(first.salaryOutcome)).toBeInTheDocument();
    });

    it('has six testimonials, and says so on each slide', () => {
      mockReducedMotion(false);
      renderTestimonials();
      expect(TESTIMONIALS).toHaveLength(6);
      expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
      expect(screen.getByRole('region', { name: 'Testimonials' })).toHaveAttribute('aria-roledescription', 'carousel');
    });

    it('announces a slide only when the person moved it (not while it rotates by itself)', () => {
      mockReducedMotion(false);
      renderTestimonials();
      const live = () => currentSlide().parentElement as HTMLElement;
      expect(live()).toHaveAttribute('aria-live', 'off');
      click(screen.getByRole('button', { name: 'Pause rotation' }));
      expect(live()).toHaveAttribute('aria-live', 'polite');
    });
  });

  describe('Rotation', () => {
    it('advances every 5 seconds and wraps after the sixth', () => {
      mockReducedMotion(false);
      renderTestimonials();
      expect(currentName()).toHaveTextContent(TESTIMONIALS[0].name);
      advance(4999);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[0].name);
      advance(1);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[1].name);
      for (let step = 2; step <= 6; step += 1) advance(5000);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[0].name);
    });

    it('holds still while the pointer is over it, and resumes after', () => {
      mockReducedMotion(false);
      renderTestimonials();
      const carousel = screen.getByRole('region', { name: 'Testimonials' });
      fireEvent.pointerEnter(carousel);
      advance(15000);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[0].name);
      fireEvent.pointerLeave(carousel);
      advance(5000);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[1].name);
    });

    it('holds still while keyboard focus is inside, and resumes when it leaves', () => {
      mockReducedMotion(false);
      renderTestimonials();
      act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
      advance(15000);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[0].name);
      act(() => screen.getByRole('button', { name: 'Previous testimonial' }).focus());
      advance(15000);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[0].name);
      act(() => screen.getByRole('link', { name: 'Start Your Success Story' }).focus());
      advance(5000);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[1].name);
    });

    it('can be paused and played with a visible control', () => {
      mockReducedMotion(false);
      renderTestimonials();
      click(screen.getByRole('button', { name: 'Pause rotation' }));
      act(() => screen.getByRole('link', { name: 'Start Your Success Story' }).focus());
      advance(20000);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[0].name);
      click(screen.getByRole('button', { name: 'Play rotation' }));
      advance(5000);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[1].name);
      expect(screen.getByRole('button', { name: 'Pause rotation' })).toBeVisible();
    });

    it('does not move by itself under prefers-reduced-motion until played', () => {
      mockReducedMotion(true);
      renderTestimonials();
      expect(screen.getByRole('button', { name: 'Play rotation' })).toBeInTheDocument();
      advance(20000);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[0].name);
      click(screen.getByRole('button', { name: 'Play rotation' }));
      advance(5000);
      expect(currentName()).toHaveTextContent(TESTIMONIALS[1].name);
    });
  });

  describe('Controls', () => {
    it('wraps around with previous and next', () => {
      mockReducedMotion(true);
      renderTestimonials();
      click(screen.getByRole('button', { name: 'Previous testimonial' }));
      expect(currentName()).toHaveTextContent(TESTIMONIALS[5].name);
      expect(currentSlide()).toHaveAccessibleName('6 of 6');
      click(screen.getByRole('button', { name: 'Next testimonial' }));
      expect(currentName()).toHaveTextContent(TESTIMONIALS[0].name);
      click(screen.getByRole('button', { name: 'Next testimonial' }));
      expect(currentName()).toHaveTextContent(TESTIMONIALS[1].name);
    });

    it('selects one of the first three from its card', () => {
      mockReducedMotion(true);
      renderTestimonials();
      const picker = screen.getByRole('navigation', { name: 'Featured stories' });
      expect(within(picker).getAllByRole('button')).toHaveLength(3);
      const third = within(picker).getByRole('button', { name: new RegExp(`^${TESTIMONIALS[2].name}`) });
      click(third);
      expect(third).toHaveAttribute('aria-pressed', 'true');
      expect(currentName()).toHaveTextContent(TESTIMONIALS[2].name);
    });
  });
});
