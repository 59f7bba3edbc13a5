import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { browserNavigation } from './browser-navigation';

/**
 * How a screen moves on and reads its address, without naming a router: in a
 * host's router (RouterScreenNavigation) it moves within the app; in an island
 * of a public page (no router there) every other address is a page of its own,
 * which the browser loads. The parts that run in both (the sign-in card, the
 * redirect after signing in, Google sign-in) use this; keeping react-router
 * out of them keeps it out of the public pages' first download.
 */
export interface ScreenNavigation {
  /** The query of the screen's address (`?interaction=…`). */
  readonly search: string;
  /** The state of the address's history entry (what `navigate` or `replaceQuery` kept there), or null. */
  readonly state: unknown;
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  /** Changes the query of the address in place (the screen stays, the history entry keeps `state`): a token taken out of it. */
  replaceQuery(search: string, state?: unknown): void;
}

/** No router: the document's own address, and a page load for every move. */
const documentNavigation: ScreenNavigation = {
  get search() {
    return typeof window === 'undefined' ? '' : window.location.search;
  },
  get state() {
    return typeof window === 'undefined' ? null : (window.history.state as unknown);
  },
  navigate(to, { replace = false } = {}) {
    if (replace) browserNavigation.replace(to);
    else browserNavigation.assign(to);
  },
  replaceQuery(search, state = null) {
    const { pathname, hash } = window.location;
    window.history.replaceState(state, '', `${pathname}${search}${hash}`);
  },
};

export const ScreenNavigationContext = createContext<ScreenNavigation | null>(null);

export function useScreenNavigation(): ScreenNavigation {
  return useContext(ScreenNavigationContext) ?? documentNavigation;
}

export interface ScreenLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** A plain press takes the place of this page in the tab's history (Back does not return to a used link). */
  replace?: boolean;
}

/** A link to another screen: a plain link, followed within the app where there is a router (a plain press only). */
export function ScreenLink({ to, replace = false, onClick, children, ...rest }: ScreenLinkProps) {
  const { navigate } = useScreenNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
