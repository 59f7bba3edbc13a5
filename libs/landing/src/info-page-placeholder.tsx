import { Container, Heading } from '@chakra-ui/react';

export function InfoPagePlaceholder({ title }: { title: string }) {
  return (
    <Container as="main" id="main-content" py="20">
      <Heading as="h1">{title}</Heading>
    </Container>
  );
}
