import type { AnchorHTMLAttributes } from 'react';
import { useUiMessages } from '../messages';
import { cx } from './classes';
import { linkClass, srOnlyClass } from './kit';

export interface StaticExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** ExternalLink without the design system's runtime: opens in a new tab, says so to screen readers, and cuts the opener. */
export function StaticExternalLink({ children, className, ...rest }: StaticExternalLinkProps) {
  const m = useUiMessages();
  return (
    <a target="_blank" rel="noopener noreferrer" className={cx(linkClass(), className)} {...rest}>
      {children}
      <span className={srOnlyClass}> {m.opensInNewTab}</span>
    </a>
  );
}
StaticExternalLink.displayName = 'StaticExternalLink';
