import { Container, Heading } from '@chakra-ui/react';
import { usePlatformConfig } from '@intambwe/api-client';
import type { ReactNode } from 'react';

export interface LandingPageProps {
  /** Floating buttons the host app adds (the AI assistant launcher). */
  floatingActions?: ReactNode;
}

/** The public marketing page (filled by the landing issue). */
export function LandingPage({ floatingActions }: LandingPageProps) {
  const { brand } = usePlatformConfig();
  return (
    <Container as="main" id="main-content" py="20">
      <Heading as="h1">{brand.name}</Heading>
      {floatingActions}
    </Container>
  );
}
