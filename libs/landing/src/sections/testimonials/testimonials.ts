import { messageText } from '@intambwe/i18n';
import { testimonialStories } from './testimonial-stories';

/**
 * The six fixed testimonials (SPEC §3 "Static testimonial"). The people and
 * employers are illustrative stories, not endorsements by real companies.
 * `image` is drawn on the page as an initials avatar: no photo is downloaded.
 * Names and companies are the same in every language; the story is told in
 * each (`testimonialStories.testimonials`).
 */
export interface Testimonial {
  id: TestimonialId;
  name: string;
  role: string;
  company: string;
  location: string;
  /** Initials avatar: the letters and the colour palette (no remote image). */
  image: { initials: string; palette: 'blue' | 'purple' | 'red' | 'brand' | 'gray' };
  /** 1 to 5. */
  rating: number;
  quote: string;
  achievement: string;
  course: string;
  salaryOutcome: string;
}

type TestimonialId = keyof typeof testimonialStories.testimonials;
type TestimonialPerson = Pick<Testimonial, 'id' | 'name' | 'company' | 'image' | 'rating'>;

const PEOPLE: readonly TestimonialPerson[] = [
  {
    id: 'aline-uwase',
    name: 'Aline Uwase',
    company: 'Kivu Digital Solutions',
    image: { initials: 'AU', palette: 'brand' },
    rating: 5,
  },
  {
    id: 'chinedu-okafor',
    name: 'Chinedu Okafor',
    company: 'Eko Retail Analytics',
    image: { initials: 'CO', palette: 'blue' },
    rating: 5,
  },
  {
    id: 'wanjiru-kamau',
    name: 'Wanjiru Kamau',
    company: 'Savannah Logistics',
    image: { initials: 'WK', palette: 'purple' },
    rating: 5,
  },
  {
    id: 'jean-paul-habimana',
    name: 'Jean-Paul Habimana',
    company: 'Ikawa Roasters',
    image: { initials: 'JH', palette: 'red' },
    rating: 5,
  },
  {
    id: 'amina-juma',
    name: 'Amina Juma',
    company: 'Pwani Community Health Initiative',
    image: { initials: 'AJ', palette: 'gray' },
    rating: 4,
  },
  {
    id: 'kwame-mensah',
    name: 'Kwame Mensah',
    company: 'BrightPath Energy',
    image: { initials: 'KM', palette: 'blue' },
    rating: 5,
  },
];

/** The six testimonials, in order, told in `locale`. */
export function testimonials(locale: string): Testimonial[] {
  return PEOPLE.map((person) => {
    const story = testimonialStories.testimonials[person.id];
    return {
      ...person,
      role: messageText(story.role, locale),
      location: messageText(story.location, locale),
      quote: messageText(story.quote, locale),
      achievement: messageText(story.achievement, locale),
      course: messageText(story.course, locale),
      salaryOutcome: messageText(story.salaryOutcome, locale),
    };
  });
}

/** SPEC §2: clicking one of the first three cards selects it. */
export const SELECTABLE_TESTIMONIALS = 3;
