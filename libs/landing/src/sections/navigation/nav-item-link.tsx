import { Link, type LinkProps } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { useMessageText } from '@intambwe/i18n';
import { AnchorLink, NewTabHint } from '../../shared/links';
import type { NavItem } from './nav-items';

export interface NavItemLinkProps extends Omit<LinkProps, 'href'> {
  item: NavItem;
  /** Called after an item is chosen (the drawer closes; anchors scroll once it has). */
  onNavigate?: (anchor?: string) => void;
}

/** One navigation item: an in-page anchor, or a sister platform opened in a new tab. */
export function NavItemLink({ item, onNavigate, ...rest }: NavItemLinkProps) {
  const { elearningUrl, jobPortalUrl } = usePlatformConfig();
  const label = useMessageText()(item.label);
  if (item.kind === 'anchor') {
    return (
      <AnchorLink anchor={item.anchor} onNavigate={onNavigate} {...rest}>
        {label}
      </AnchorLink>
    );
  }
  return (
    <Link
      href={item.platform === 'elearning' ? elearningUrl : jobPortalUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => onNavigate?.()}
      {...rest}
    >
      {label}
      <NewTabHint />
    </Link>
  );
}
