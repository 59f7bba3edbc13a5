import { Container, Heading } from '@chakra-ui/react';

/** Temporary screen body until the auth issue fills this route (never crashes). */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Container as="main" id="main-content" py="20">
      <Heading as="h1">{title}</Heading>
    </Container>
  );
}
