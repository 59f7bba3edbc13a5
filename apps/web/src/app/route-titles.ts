/**
 * The document title of each route. RootLayout keeps document.title right on
 * navigation with this small table; the descriptions (route-meta.ts) are only
 * needed when the pages are prerendered.
 */
export function routeTitles(brandName: string): Record<string, string> {
  return {
    '/': `${brandName}: career coaching, training and jobs across Africa`,
    '/login': `Sign in | ${brandName}`,
    '/register': `Create your account | ${brandName}`,
    '/forgot-password': `Reset your password | ${brandName}`,
    '/reset-password': `Set a new password | ${brandName}`,
    '/select-role': `Choose your role | ${brandName}`,
    '/terms': `Terms of Service | ${brandName}`,
    '/privacy': `Privacy Policy | ${brandName}`,
    '/cookies': `Cookie Policy | ${brandName}`,
    '/accessibility': `Accessibility | ${brandName}`,
    '/security': `Security | ${brandName}`,
    '/about': `About us | ${brandName}`,
    '/support': `Support | ${brandName}`,
    '/contact': `Contact us | ${brandName}`,
    '/dashboard': `Dashboard | ${brandName}`,
    '/test-google': `Google sign-in test | ${brandName}`,
  };
}

/** A path without its trailing slashes, as the route tables know it. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The title for a path; unknown paths show the landing page, so they get its title. */
export function titleForPath(pathname: string, brandName: string): string {
  const titles = routeTitles(brandName);
  return titles[normalisePath(pathname)] ?? titles['/'];
}
