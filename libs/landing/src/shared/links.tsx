import { Button, Link, VisuallyHidden, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { useLocalePath, useMessageText } from '@intambwe/i18n';
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

const SETTLE_MS = 3000;

/**
 * Scrolls to a section (smoothly, or instantly under reduced motion) and moves
 * focus there. Sections above it may still grow for a moment (their code or
 * their list arriving), which would leave the reader short of the target: for
 * a few seconds the section is kept at the top whenever the page changes
 * height, unless the person scrolls by themselves.
 */
export function scrollToSection(id: string): void {
  if (!scrollToAnchor(id) || typeof ResizeObserver === 'undefined') return;
  let first = true;
  const observer = new ResizeObserver(() => {
    if (first) {
      first = false;
      return;
    }
    document.getElementById(id)?.scrollIntoView({ behavior: 'auto', block: 'start' });
  });
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const name of events) window.removeEventListener(name, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const name of events) window.addEventListener(name, stop, { passive: true });
  observer.observe(document.body);
}

/** Follows an in-page link with JavaScript: the section scrolls into view and takes focus. */
export function handleAnchorClick(event: MouseEvent<HTMLAnchorElement>, id: string, after?: () => void) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  if (after) after();
  else scrollToSection(id);
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

/** A button-looking link to a route of this site (/register, /dashboard, /login), in the page's language. */
export function RouteButtonLink({ to, children, ...rest }: RouteButtonLinkProps) {
  const pathFor = useLocalePath();
  return (
    <Button asChild {...rest}>
      <RouterLink to={pathFor(to)}>{children}</RouterLink>
    </Button>
  );
}
