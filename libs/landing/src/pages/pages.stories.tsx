import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AboutPage,
  AccessibilityPage,
  ContactPage,
  CookiesPage,
  PrivacyPage,
  SecurityPage,
  SupportPage,
  TermsPage,
} from '../pages';
import { dark, smallPhone } from '../testing/story-helpers';

const meta = {
  title: 'landing/Footer pages',
  component: TermsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/^\[To be confirmed:/)[0]).toBeVisible();
  },
};
export const TermsDark: Story = { globals: dark };
export const Privacy: Story = { render: () => <PrivacyPage /> };
export const Cookies: Story = { render: () => <CookiesPage />, globals: smallPhone };
export const Accessibility: Story = { render: () => <AccessibilityPage /> };
export const Security: Story = { render: () => <SecurityPage />, globals: dark };
export const About: Story = { render: () => <AboutPage /> };
export const AboutSmallScreenDark: Story = { render: () => <AboutPage />, globals: { ...smallPhone, ...dark } };
export const Support: Story = { render: () => <SupportPage /> };
export const Contact: Story = { render: () => <ContactPage /> };
export const ContactSmallScreenDark: Story = { render: () => <ContactPage />, globals: { ...smallPhone, ...dark } };
