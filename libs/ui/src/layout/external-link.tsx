import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import { uiMessages } from '../messages';

export interface ExternalLinkProps extends LinkProps {
  href: string;
}

/** A link that opens in a new tab, says so to screen readers, and cuts the opener. */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  return (
    <Link target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {uiMessages.opensInNewTab}</VisuallyHidden>
    </Link>
  );
}
ExternalLink.displayName = 'ExternalLink';
