import type { Brand, PublicConfig } from './public-config';

/**
 * The defaults of the public settings, apart from their schemas: pages that only
 * need the defaults (a page's first scripts) do not load the validation library.
 * Demo contact details are placeholders on example.com.
 */
export const defaultBrand: Brand = {
  name: 'Intambwe Careers',
  tagline: "Africa's career transformation platform",
  contactEmail: 'hello@example.com',
  supportEmail: 'support@example.com',
  phone: '+250 700 000 000',
  address: 'KG 000 St, Kigali, Rwanda (placeholder address)',
  socialLinks: [
    { label: 'Facebook', href: 'https://facebook.example.com/intambwe' },
    { label: 'X (Twitter)', href: 'https://x.example.com/intambwe' },
    { label: 'LinkedIn', href: 'https://linkedin.example.com/company/intambwe' },
    { label: 'Instagram', href: 'https://instagram.example.com/intambwe' },
    { label: 'YouTube', href: 'https://youtube.example.com/@intambwe' },
  ],
  businessHours: [
    { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM CAT', firstDay: 1, lastDay: 5, opens: '08:00', closes: '18:00', zone: 'CAT' },
    { days: 'Saturday', hours: '9:00 AM - 4:00 PM CAT', firstDay: 6, opens: '09:00', closes: '16:00', zone: 'CAT' },
    { days: 'Sunday', hours: 'Closed', firstDay: 7 },
  ],
  platforms: {
    elearning: { name: 'Intambwe Learn' },
    jobPortal: { name: 'Intambwe Jobs' },
  },
};

/** Defaults for development, stories and tests: same-origin API, placeholder sister platforms. */
export const defaultPublicConfig: PublicConfig = {
  apiBaseUrl: '/api',
  siteUrl: 'http://localhost:3000',
  elearningUrl: 'https://learn.example.com',
  jobPortalUrl: 'https://jobs.example.com',
  googleClientId: '',
  googleScriptUrl: 'https://accounts.google.com/gsi/client',
  brand: defaultBrand,
  enableTestPages: false,
};
