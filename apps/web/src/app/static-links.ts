import { STATIC_CONTENT_ATTRIBUTE } from '@intambwe/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Paths this app does not show (the API, files, the design review site): followed by the browser. */
const NOT_APP_ROUTES = /^\/(api|storybook|assets)(\/|$)|\.[a-z0-9]+$/i;

/**
 * The URL a click on a link inside static content should open inside the app,
 * or null when the browser should follow it itself (another site, a new tab, a
 * download, a modified click, a place on this page).
 */
export function appRouteOfClick(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link?.closest(`[${STATIC_CONTENT_ATTRIBUTE}]`)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  // The page in another language: the browser loads it, prerendered in that language.
  if (link.hasAttribute('hreflang')) return null;
  const url = new URL(link.getAttribute('href') ?? '', here.href);
  if (url.origin !== here.origin || NOT_APP_ROUTES.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null; // an anchor on this page
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Links inside static content (StaticContent in libs/ui) are plain links: React
 * never attached to them. A click on one that leads to another screen of this
 * app is routed in the app, as a router link would be, instead of reloading it.
 */
export function useStaticLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const route = appRouteOfClick(event, window.location);
      if (route === null) return;
      event.preventDefault();
      void navigate(route);
    };
    // Capture: React stops a click on a part it has not hydrated yet from going further.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);
}
