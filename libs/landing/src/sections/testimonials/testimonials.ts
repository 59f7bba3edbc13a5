/**
 * The six fixed testimonials (SPEC §3 "Static testimonial"). The people and
 * employers are illustrative stories, not endorsements by real companies.
 * `image` is drawn on the page as an initials avatar: no photo is downloaded.
 */
export interface Testimonial {
  id: string;
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

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'aline-uwase',
    name: 'Aline Uwase',
    role: 'Junior Software Developer',
    company: 'Kivu Digital Solutions',
    location: 'Kigali, Rwanda',
    image: { initials: 'AU', palette: 'brand' },
    rating: 5,
    quote:
      'I studied accounting but always wanted to build software. The live code reviews every week kept me going, and my coach helped me turn my projects into a portfolio that got me hired.',
    achievement: 'Hired three weeks after finishing the program',
    course: 'Full-Stack Web Development',
    salaryOutcome: '+60% salary',
  },
  {
    id: 'chinedu-okafor',
    name: 'Chinedu Okafor',
    role: 'Data Analyst',
    company: 'Eko Retail Analytics',
    location: 'Lagos, Nigeria',
    image: { initials: 'CO', palette: 'blue' },
    rating: 5,
    quote:
      'The Python course used real African datasets, not toy examples. Within two months I was building the dashboards my managers now use every Monday.',
    achievement: 'Moved from sales support into analytics',
    course: 'Data Analysis with Python',
    salaryOutcome: '+45% salary',
  },
  {
    id: 'wanjiru-kamau',
    name: 'Wanjiru Kamau',
    role: 'HR Manager',
    company: 'Savannah Logistics',
    location: 'Nairobi, Kenya',
    image: { initials: 'WK', palette: 'purple' },
    rating: 5,
    quote:
      'The labour law and people management coaching gave me the confidence to rebuild our HR policies. My CEO noticed, and so did my payslip.',
    achievement: 'Promoted to HR Manager',
    course: 'CIPD People Management',
    salaryOutcome: '+35% salary',
  },
  {
    id: 'jean-paul-habimana',
    name: 'Jean-Paul Habimana',
    role: 'Founder',
    company: 'Ikawa Roasters',
    location: 'Huye, Rwanda',
    image: { initials: 'JH', palette: 'red' },
    rating: 5,
    quote:
      'My coach challenged every number in my business plan. That pitch won us seed funding, and we now roast and export coffee from our own hills.',
    achievement: 'Raised seed funding and hired 8 people',
    course: 'Business Plan & Pitch Coaching',
    salaryOutcome: 'Revenue tripled in a year',
  },
  {
    id: 'amina-juma',
    name: 'Amina Juma',
    role: 'Project Coordinator',
    company: 'Pwani Community Health Initiative',
    location: 'Dar es Salaam, Tanzania',
    image: { initials: 'AJ', palette: 'gray' },
    rating: 4,
    quote:
      'Studying for the PMP while working full time felt impossible until I joined the evening live sessions. I passed on my first attempt.',
    achievement: 'PMP certified on the first attempt',
    course: 'PMP Certification Preparation',
    salaryOutcome: '+50% salary',
  },
  {
    id: 'kwame-mensah',
    name: 'Kwame Mensah',
    role: 'Lead Solar Technician',
    company: 'BrightPath Energy',
    location: 'Kumasi, Ghana',
    image: { initials: 'KM', palette: 'blue' },
    rating: 5,
    quote:
      'The hands-on solar training and the certificate opened the door. Today I lead a team of installers bringing power to rural schools.',
    achievement: 'Leads a team of five installers',
    course: 'Solar PV Installation & Maintenance',
    salaryOutcome: 'Income doubled',
  },
];

/** SPEC §2: clicking one of the first three cards selects it. */
export const SELECTABLE_TESTIMONIALS = 3;
