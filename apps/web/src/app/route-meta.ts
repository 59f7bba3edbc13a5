import { translate, type Locale } from '@intambwe/i18n';
import { webPageMessages } from './page-messages';
import { normalisePath, ROUTE_KEYS, routeTitles, type RoutePath } from './route-titles';

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

/** Routes that are not pages for search engines (personal or developer screens). */
const NOT_PRERENDERED: ReadonlySet<RoutePath> = new Set(['/dashboard', '/test-google', '/unlock', '/account', '/verify-email', '/confirm-email']);

export function routeMetaTable(brandName: string, locale: Locale | string = 'en'): Record<RoutePath, RouteMeta> {
  const titles = routeTitles(brandName, locale);
  const descriptions = translate(webPageMessages, locale).descriptions;
  return Object.fromEntries(
    (Object.entries(ROUTE_KEYS) as Array<[RoutePath, (typeof ROUTE_KEYS)[RoutePath]]>).map(([path, key]) => {
      const description = descriptions[key];
      return [
        path,
        {
          title: titles[path],
          description: typeof description === 'function' ? description({ brand: brandName }) : description,
          prerender: !NOT_PRERENDERED.has(path),
        },
      ];
    }),
  ) as Record<RoutePath, RouteMeta>;
}

export function metaForPath(pathname: string, brandName: string, locale: Locale | string = 'en'): RouteMeta {
  const table = routeMetaTable(brandName, locale);
  return table[normalisePath(pathname) as RoutePath] ?? table['/'];
}
