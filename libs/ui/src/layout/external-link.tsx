import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import { useUiMessages } from '../messages';

export interface ExternalLinkProps extends LinkProps {
  href: string;
}

/** A link that opens in a new tab, says so to screen readers, and cuts the opener. */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  const m = useUiMessages();
  return (
    <Link target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {m.opensInNewTab}</VisuallyHidden>
    </Link>
  );
}
ExternalLink.displayName = 'ExternalLink';
