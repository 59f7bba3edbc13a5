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
/** In French (words not translated yet show in English): links stay in French, the date is written the French way. */
export const TermsFrench: Story = {
  globals: { locale: 'fr' },
  parameters: { languageLinks: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/24 novembre 2026/)).toBeVisible();
    for (const link of within(canvas.getByRole('navigation')).getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/^\/fr\//);
    }
  },
};
export const Privacy: Story = { render: () => <PrivacyPage /> };
export const Cookies: Story = { render: () => <CookiesPage />, globals: smallPhone };
export const Accessibility: Story = { render: () => <AccessibilityPage /> };
export const Security: Story = { render: () => <SecurityPage />, globals: dark };
export const SecuritySwahili: Story = { render: () => <SecurityPage />, globals: { locale: 'sw', ...smallPhone } };
export const About: Story = { render: () => <AboutPage /> };
export const AboutSmallScreenDark: Story = { render: () => <AboutPage />, globals: { ...smallPhone, ...dark } };
export const AboutKinyarwanda: Story = { render: () => <AboutPage />, globals: { locale: 'rw' } };
export const Support: Story = { render: () => <SupportPage /> };
export const Contact: Story = { render: () => <ContactPage /> };
export const ContactSmallScreenDark: Story = { render: () => <ContactPage />, globals: { ...smallPhone, ...dark } };
export const ContactFrench: Story = { render: () => <ContactPage />, globals: { locale: 'fr' }, parameters: { languageLinks: true } };
