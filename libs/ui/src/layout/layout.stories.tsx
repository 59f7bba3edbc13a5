import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalLink } from './external-link';
import { Logo } from './logo';
import { Section } from './section';
import { StatCard } from './stat-card';
import { StatusMessage } from './status-message';

function LayoutShowcase({ compactLogo = false }: { compactLogo?: boolean }) {
  return (
    <>
      <Logo name="Intambwe Careers" compact={compactLogo} />
      <Section id="about" eyebrow="About us" title="Empowering Africa's workforce" subtitle="Coaching, training and jobs in one place.">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <StatCard value="10,000+" label="Students trained" />
          <StatCard value="85%" label="Job placement rate" />
          <StatCard value="500+" label="Partner companies" />
          <StatCard value="15+" label="African countries" />
        </SimpleGrid>
        <Text mt="6">
          Read our <ExternalLink href="https://learn.example.com">e-learning platform</ExternalLink> guide.
        </Text>
      </Section>
    </>
  );
}

const meta = {
  title: 'ui/Layout',
  component: LayoutShowcase,
} satisfies Meta<typeof LayoutShowcase>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const SmallScreen: Story = { args: { compactLogo: true }, globals: { viewport: { value: 'smallPhone' } } };

export const EmptyState: StoryObj<typeof StatusMessage> = {
  render: () => (
    <StatusMessage
      title="No trending jobs available"
      description="Check back later for new opportunities"
      action={<Button variant="outline">Find More Jobs</Button>}
    />
  ),
};

export const ErrorState: StoryObj<typeof StatusMessage> = {
  globals: { theme: 'dark' },
  render: () => (
    <StatusMessage role="alert" title="Failed to load trending courses" action={<Button>Try Again</Button>} />
  ),
};
