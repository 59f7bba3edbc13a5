import { IconButton } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bot } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LandingPage } from './landing-page';
import { ANCHORS } from './shared/links';
import { clearSession, dark, desktop, listingsNetwork, signedIn, smallPhone } from './testing/story-helpers';
import { testUser } from './testing/fixtures';

/** Stands in for the host's AI assistant launcher (libs/chat-widget, mounted by apps/web). */
function AssistantStandIn() {
  return (
    <IconButton aria-label="Open the AI assistant" borderRadius="full" size="lg">
      <Bot aria-hidden="true" />
    </IconButton>
  );
}

const meta = {
  title: 'landing/Landing page',
  component: LandingPage,
  beforeEach: clearSession,
  args: { floatingActions: <AssistantStandIn /> },
  parameters: { layout: 'fullscreen', network: listingsNetwork },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const user = signedIn();

/** The trending lists fetch as they come near the viewport: scroll to each, as a visitor would. */
const scrollTo = async (canvasElement: HTMLElement, id: string) => {
  await waitFor(() => expect(canvasElement.querySelector(`#${id}`)).not.toBeNull(), { timeout: 10_000 });
  canvasElement.querySelector(`#${id}`)?.scrollIntoView();
};

const allSectionsLoaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
  await scrollTo(canvasElement, ANCHORS.trendingJobs);
  await expect(
    await canvas.findByRole('heading', { name: /Junior Software Developer/ }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  await scrollTo(canvasElement, ANCHORS.trendingCourses);
  await expect(
    await canvas.findByRole('heading', { name: /Full-Stack Web Development Bootcamp/ }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  window.scrollTo(0, 0);
};

export const VisitorDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await allSectionsLoaded(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: 'Ready to start your career journey?' })).toBeInTheDocument();
  },
};

export const SignedInDesktop: Story = {
  globals: desktop,
  beforeEach: user.beforeEach,
  play: async ({ canvasElement }) => {
    await allSectionsLoaded(canvasElement);
    // The bar's greeting (the menu's is in its closed dialog).
    await expect((await within(canvasElement).findAllByText(`Welcome, ${testUser.firstName}!`))[0]).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('heading', { name: 'Ready to start your career journey?' })).toBeNull(),
    );
  },
};

export const DarkDesktop: Story = {
  globals: { ...desktop, ...dark },
  play: async ({ canvasElement }) => allSectionsLoaded(canvasElement),
};

export const SmallScreen: Story = { globals: smallPhone, play: async ({ canvasElement }) => allSectionsLoaded(canvasElement) };

export const SmallScreenDark: Story = {
  globals: { ...smallPhone, ...dark },
  play: async ({ canvasElement }) => allSectionsLoaded(canvasElement),
};

/** The floating contact button opens the native contact dialog: focus lands on the name field, and returns to the button as it closes. */
export const ContactDialogFromFloatingButton: Story = {
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    const contact = within(canvasElement).getByRole('button', { name: 'Contact us' });
    // The form is an island in the closed dialog (hydrated when the page is idle on the site).
    await waitFor(() => expect(canvasElement.querySelector('dialog input[autocomplete="name"]')).not.toBeNull(), { timeout: 10_000 });
    await userEvent.click(contact);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Contact us' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Your name/ })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the contact form' }));
    await waitFor(() => expect(contact).toHaveFocus());
  },
};

/** In French, Kinyarwanda and Swahili (any story follows the toolbar's Language too), with the language links. */
export const French: Story = {
  globals: { ...desktop, locale: 'fr' },
  parameters: { languageLinks: true },
  play: async ({ canvasElement }) => {
    await allSectionsLoaded(canvasElement);
    const bar = within(canvasElement).getByRole('banner');
    await expect(within(bar).getByRole('link', { name: /Français/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const Kinyarwanda: Story = {
  globals: { ...smallPhone, locale: 'rw' },
  parameters: { languageLinks: true },
  play: async ({ canvasElement }) => allSectionsLoaded(canvasElement),
};

export const SwahiliDark: Story = {
  globals: { ...smallPhone, ...dark, locale: 'sw' },
  parameters: { languageLinks: true },
  play: async ({ canvasElement }) => allSectionsLoaded(canvasElement),
};
