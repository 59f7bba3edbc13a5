import { Link, type LinkProps } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import { platformUrl } from '@intambwe/contract';
import { useMessageText } from '@intambwe/i18n';
import { NewTabHint } from '../../shared/links';
import type { NavItem } from './nav-items';

export interface NavItemLinkProps extends Omit<LinkProps, 'href'> {
  item: NavItem;
}

/** One navigation item: an in-page anchor (the page scrolls there and moves focus), or a sister platform opened in a new tab. */
export function NavItemLink({ item, ...rest }: NavItemLinkProps) {
  const config = usePlatformConfig();
  const label = useMessageText()(item.label);
  if (item.kind === 'anchor') {
    return (
      <Link href={`#${item.anchor}`} {...rest}>
        {label}
      </Link>
    );
  }
  return (
    <Link href={platformUrl(item.platform, config)} target="_blank" rel="noopener noreferrer" {...rest}>
      {label}
      <NewTabHint />
    </Link>
  );
}
