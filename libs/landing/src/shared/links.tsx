import { Button, Link, VisuallyHidden, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { scrollToAnchor } from '@intambwe/ui';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
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

/** Smooth scroll to an anchor (instant under reduced motion), moving focus there. */
export function handleAnchorClick(event: MouseEvent<HTMLAnchorElement>, id: string, after?: () => void) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  if (after) after();
  else scrollToAnchor(id);
}

export interface AnchorLinkProps extends Omit<LinkProps, 'href'> {
  anchor: string;
  /** Runs instead of scrolling right away (the drawer closes first, then scrolls). */
  onNavigate?: (anchor: string) => void;
}

/** A link to a section of the page; works without JavaScript too (plain #anchor). */
export function AnchorLink({ anchor, onNavigate, children, ...rest }: AnchorLinkProps) {
  return (
    <Link
      href={`#${anchor}`}
      onClick={(event) => handleAnchorClick(event, anchor, onNavigate ? () => onNavigate(anchor) : undefined)}
      {...rest}
    >
      {children}
    </Link>
  );
}

/** Visually hidden '(opens in a new tab)' for links that open one. */
export function NewTabHint() {
  return <VisuallyHidden> {landingMessages.common.opensInNewTab}</VisuallyHidden>;
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

/** A button-looking link to a route of this site (/register, /dashboard, /login). */
export function RouteButtonLink({ to, children, ...rest }: RouteButtonLinkProps) {
  return (
    <Button asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
