/**
 * Per-route title and description (SEO and sharing). The prerender writes them
 * into each page's head; RootLayout keeps document.title right on navigation.
 */
export interface RouteMeta {
  title: string;
  description: string;
  /** Listed in sitemap.xml and prerendered to HTML. */
  prerender: boolean;
}

const meta = (title: string, description: string, prerender = true): RouteMeta => ({ title, description, prerender });

export function routeMetaTable(brandName: string): Record<string, RouteMeta> {
  return {
    '/': meta(
      `${brandName}: career coaching, training and jobs across Africa`,
      'Live career coaching, training programs, skills assessments, verified certificates and a job portal for students, teachers, job seekers and employers across Africa.',
    ),
    '/login': meta(`Sign in | ${brandName}`, `Sign in to ${brandName} to continue your learning or your job search.`),
    '/register': meta(`Create your account | ${brandName}`, `Join ${brandName} as a student, teacher, job seeker or employer. It takes a minute.`),
    '/forgot-password': meta(`Reset your password | ${brandName}`, `Forgot your password? We will email you a link to set a new one.`),
    '/reset-password': meta(`Set a new password | ${brandName}`, `Choose a new password for your ${brandName} account.`),
    '/select-role': meta(`Choose your role | ${brandName}`, `Tell us how you will use ${brandName} so we can take you to the right platform.`),
    '/terms': meta(`Terms of Service | ${brandName}`, `The terms that apply when you use ${brandName}.`),
    '/privacy': meta(`Privacy Policy | ${brandName}`, `How ${brandName} collects, uses and protects your personal data.`),
    '/cookies': meta(`Cookie Policy | ${brandName}`, `Which cookies and browser storage ${brandName} uses, and why.`),
    '/accessibility': meta(`Accessibility | ${brandName}`, `Our commitment to an accessible platform, and how to tell us about barriers.`),
    '/security': meta(`Security | ${brandName}`, `How we protect your account and data, and how to report a vulnerability.`),
    '/about': meta(`About us | ${brandName}`, `Our vision, mission and values: career transformation for Africa, from Kigali.`),
    '/support': meta(`Support | ${brandName}`, `Answers to common questions and ways to reach our support team.`),
    '/contact': meta(`Contact us | ${brandName}`, `Reach the ${brandName} team by email, phone or the contact form.`),
    '/dashboard': meta(`Dashboard | ${brandName}`, `Taking you to your platform.`, false),
    '/test-google': meta(`Google sign-in test | ${brandName}`, `Developer page for testing Google sign-in.`, false),
  };
}

export function metaForPath(pathname: string, brandName: string): RouteMeta {
  const table = routeMetaTable(brandName);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table[path] ?? table['/'];
}
