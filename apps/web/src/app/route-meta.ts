import { normalisePath, routeTitles } from './route-titles';

/**
 * Per-route title and description (SEO and sharing), written by the prerender
 * into each page's head.
 */
export interface RouteMeta {
  title: string;
  description: string;
  /** Listed in sitemap.xml and prerendered to HTML. */
  prerender: boolean;
}

const meta = (title: string, description: string, prerender = true): RouteMeta => ({ title, description, prerender });

export function routeMetaTable(brandName: string): Record<string, RouteMeta> {
  const titles = routeTitles(brandName);
  return {
    '/': meta(
      titles['/'],
      'Live career coaching, training programs, skills assessments, verified certificates and a job portal for students, teachers, job seekers and employers across Africa.',
    ),
    '/login': meta(titles['/login'], `Sign in to ${brandName} to continue your learning or your job search.`),
    '/register': meta(titles['/register'], `Join ${brandName} as a student, teacher, job seeker or employer. It takes a minute.`),
    '/forgot-password': meta(titles['/forgot-password'], `Forgot your password? We will email you a link to set a new one.`),
    '/reset-password': meta(titles['/reset-password'], `Choose a new password for your ${brandName} account.`),
    '/select-role': meta(titles['/select-role'], `Tell us how you will use ${brandName} so we can take you to the right platform.`),
    '/terms': meta(titles['/terms'], `The terms that apply when you use ${brandName}.`),
    '/privacy': meta(titles['/privacy'], `How ${brandName} collects, uses and protects your personal data.`),
    '/cookies': meta(titles['/cookies'], `Which cookies and browser storage ${brandName} uses, and why.`),
    '/accessibility': meta(
      titles['/accessibility'],
      `Our commitment to an accessible platform, and how to tell us about barriers.`,
    ),
    '/security': meta(titles['/security'], `How we protect your account and data, and how to report a vulnerability.`),
    '/about': meta(titles['/about'], `Our vision, mission and values: career transformation for Africa, from Kigali.`),
    '/support': meta(titles['/support'], `Answers to common questions and ways to reach our support team.`),
    '/contact': meta(titles['/contact'], `Reach the ${brandName} team by email, phone or the contact form.`),
    '/dashboard': meta(titles['/dashboard'], `Taking you to your platform.`, false),
    '/test-google': meta(titles['/test-google'], `Developer page for testing Google sign-in.`, false),
  };
}

export function metaForPath(pathname: string, brandName: string): RouteMeta {
  const table = routeMetaTable(brandName);
  return table[normalisePath(pathname)] ?? table['/'];
}
