import { Button, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useLocalePath, useMessageText } from '@intambwe/i18n';
import type { ReactNode } from 'react';
import { landingMessages } from '../messages';

/** The in-page anchors of SPEC §2. */
export const ANCHORS = {
  hero: 'hero',
  about: 'about',
  services: 'services',
  howItWorks: 'how-it-works',
  platforms: 'platforms',
  trendingJobs: 'trending-jobs',
  trendingCourses: 'trending-courses',
  testimonials: 'testimonials',
} as const;
export type AnchorId = (typeof ANCHORS)[keyof typeof ANCHORS];

/** Visually hidden '(opens in a new tab)' for links that open one. */
export function NewTabHint() {
  const text = useMessageText();
  return <VisuallyHidden> {text(landingMessages.common.opensInNewTab)}</VisuallyHidden>;
}

export interface ExternalButtonLinkProps extends Omit<ButtonProps, 'asChild'> {
  href: string;
  children: ReactNode;
}

/** A button-looking link to a sister platform, opened in a new tab without an opener. */
export function ExternalButtonLink({ href, children, ...rest }: ExternalButtonLinkProps) {
  return (
    <Button asChild {...rest}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <NewTabHint />
      </a>
    </Button>
  );
}

export interface RouteButtonLinkProps extends Omit<ButtonProps, 'asChild'> {
  to: string;
  children: ReactNode;
}

/** A button-looking link to a page of this site (/register, /dashboard, /login), in the page's language. */
export function RouteButtonLink({ to, children, ...rest }: RouteButtonLinkProps) {
  const pathFor = useLocalePath();
  return (
    <Button asChild {...rest}>
      <a href={pathFor(to)}>{children}</a>
    </Button>
  );
}

/** Marks a part for visitors only, or for signed-in people only: the page's stylesheet shows the right one (`<html data-signed-in>`). */
export const VIEWER_ATTRIBUTE = 'data-viewer';
export const forVisitors = { [VIEWER_ATTRIBUTE]: 'visitor' } as const;
export const forSignedIn = { [VIEWER_ATTRIBUTE]: 'user' } as const;

export interface ViewerButtonLinkProps extends Omit<RouteButtonLinkProps, 'to'> {
  /** Where a visitor goes (SPEC §6: /register). */
  visitorTo: string;
  /** Where a signed-in person goes (SPEC §6: /dashboard). */
  signedInTo: string;
}

/**
 * A call to action whose destination depends on who is signed in (SPEC §6):
 * both links are in the page and its stylesheet shows the right one, before
 * any script runs.
 */
export function ViewerButtonLink({ visitorTo, signedInTo, children, ...rest }: ViewerButtonLinkProps) {
  return (
    <>
      <RouteButtonLink to={visitorTo} {...rest} {...forVisitors}>
        {children}
      </RouteButtonLink>
      <RouteButtonLink to={signedInTo} {...rest} {...forSignedIn}>
        {children}
      </RouteButtonLink>
    </>
  );
}
