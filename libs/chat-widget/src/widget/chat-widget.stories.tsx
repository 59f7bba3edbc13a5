import { loadCatalogs, translate } from '@intambwe/i18n';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { chatWidgetCatalogs } from '../catalogs';
import { chatMessageDescriptors, chatMessages as m } from '../messages';
import type { ChatMessage, ChatView } from '../types';
import { ChatWidget } from './chat-widget';

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 15, 9, 30 - minutesAgo));

const welcome: ChatMessage = {
  id: 'welcome',
  text: m.welcome({ brand: 'Intambwe Careers' }),
  isUser: false,
  timestamp: at(3),
  suggestions: Object.values(m.defaultSuggestions),
};

const conversation: ChatMessage[] = [
  welcome,
  { id: 'q1', text: 'jobs in kigali', isUser: true, timestamp: at(2) },
  {
    id: 'a1',
    text: [
      'Open jobs matching “kigali”:',
      '- **Junior Software Developer**, Umurava Tech Hub (demo), Kigali, Rwanda (Full Time)',
      '- **Customer Success Associate**, Inyange Agri-Finance (demo), Kigali, Rwanda (Full Time)',
      'Jobs are updated every hour; see them all on [Intambwe Jobs](https://jobs.example.com/jobs).',
    ].join('\n'),
    isUser: false,
    timestamp: at(1),
    suggestions: ['Job search tips', 'Remote jobs', 'Internships'],
    sources: [{ title: 'Intambwe Jobs: open jobs', href: 'https://jobs.example.com/jobs' }],
  },
];

const reply = (message: string, suggestions: string[]) => ({ body: { success: true, data: { message, suggestions, sources: [{ title: 'Contact us', href: '/contact' }] } } });

/** The widget with its view in local state, as ChatLauncher holds it. */
function WidgetHarness({ initialView, initialMessages }: { initialView: ChatView; initialMessages?: ChatMessage[] }) {
  const [view, setView] = useState<ChatView>(initialView);
  return <ChatWidget page="storybook" view={view} onViewChange={setView} initialMessages={initialMessages} />;
}

const meta = {
  title: 'chat-widget/ChatWidget',
  component: WidgetHarness,
  args: { initialView: 'open' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof WidgetHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => screen.getByRole('region', { name: 'Intambwe Careers Assistant' });

/** The widget's words in the story's language (once its catalog is in, as the preview loads it). */
const wordsOf = async ({ globals }: Pick<StoryContext, 'globals'>) => {
  const locale = (globals['locale'] as string | undefined) ?? 'en';
  await loadCatalogs(locale, [chatWidgetCatalogs]);
  return translate(chatMessageDescriptors, locale);
};
/** Waits as long as a busy machine may need for what a person would see (a reply, the story's words). */
const patiently = { timeout: 5000 };
/** A sentence as text queries read the page (their spaces, no-break ones included, as one space). */
const asShown = (sentence: string) => sentence.replace(/\s+/g, ' ').trim();

export const OpenWithWelcome: Story = {
  play: async (context) => {
    const words = await wordsOf(context);
    const region = await screen.findByRole('region', { name: words.conversation }, patiently);
    await waitFor(() => expect(within(region).getByText(asShown(words.welcome({ brand: 'Intambwe Careers' })))).toBeVisible(), patiently);
    await expect(within(within(region).getByRole('group', { name: words.suggestions })).getAllByRole('button')).toHaveLength(4);
    await waitFor(() => expect(screen.getByRole('textbox', { name: words.inputLabel })).toHaveFocus());
    // On a desktop the panel docks beside the page.
    await expect(screen.getByRole('region', { name: words.title({ brand: 'Intambwe Careers' }) })).toHaveAttribute('data-full-screen', 'false');
  },
};

export const OpenWithWelcomeDark: Story = { ...OpenWithWelcome, globals: { theme: 'dark', viewport: { value: 'desktop' } } };
export const OpenWithWelcomeFrench: Story = { ...OpenWithWelcome, globals: { locale: 'fr', viewport: { value: 'desktop' } } };
export const OpenWithWelcomeKinyarwanda: Story = { ...OpenWithWelcome, globals: { locale: 'rw', viewport: { value: 'desktop' } } };
export const OpenWithWelcomeSwahili: Story = { ...OpenWithWelcome, globals: { locale: 'sw', theme: 'dark', viewport: { value: 'desktop' } } };

export const Conversation: Story = {
  args: { initialMessages: conversation },
  parameters: { network: { 'POST /ai/chat': reply('Our business hours are Monday - Friday, 8:00 AM - 6:00 PM CAT.', ['Contact support']) } },
  play: async () => {
    const region = await screen.findByRole('region', { name: m.conversation });
    await waitFor(() => expect(within(region).getByText('Junior Software Developer')).toBeVisible());
    await expect(within(region).getByRole('link', { name: /^Intambwe Jobs\W*\(opens in a new tab\)$/ })).toHaveAttribute('href', 'https://jobs.example.com/jobs');
    await userEvent.type(screen.getByRole('textbox', { name: m.inputLabel }), 'opening hours{Enter}');
    await expect(await within(region).findByText(/Our business hours are Monday - Friday/, {}, patiently)).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: { network: { 'POST /ai/chat': 'never' } },
  play: async (context) => {
    const words = await wordsOf(context);
    await userEvent.type(await screen.findByRole('textbox', { name: words.inputLabel }, patiently), 'how do i reset my password{Enter}');
    const region = screen.getByRole('region', { name: words.conversation });
    await expect(await within(region).findByText(asShown(words.thinking))).toBeVisible();
    await expect(screen.getByRole('textbox', { name: words.inputLabel })).toBeDisabled();
    for (const button of within(screen.getByRole('group', { name: words.quickActions })).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const PendingDark: Story = { ...Pending, globals: { theme: 'dark', viewport: { value: 'desktop' } } };
export const PendingKinyarwanda: Story = { ...Pending, globals: { locale: 'rw', viewport: { value: 'desktop' } } };

export const ErrorReply: Story = {
  parameters: { network: { 'POST /ai/chat': { status: 500, body: { success: false, error: 'boom', code: 'INTERNAL_ERROR' } } } },
  play: async (context) => {
    const words = await wordsOf(context);
    await userEvent.type(await screen.findByRole('textbox', { name: words.inputLabel }, patiently), 'jobs in kigali{Enter}');
    const region = screen.getByRole('region', { name: words.conversation });
    await expect(await within(region).findByText(asShown(words.failure), {}, patiently)).toBeVisible();
    const chips = within(screen.getByRole('group', { name: words.suggestions })).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual(Object.values(words.failureSuggestions));
  },
};

/** A dropped connection answers the same: the failure reply (SPEC §8). */
export const OfflineReply: Story = { ...ErrorReply, parameters: { network: { 'POST /ai/chat': 'offline' } } };
export const ErrorReplyFrench: Story = { ...ErrorReply, globals: { locale: 'fr', viewport: { value: 'desktop' } } };
export const ErrorReplySwahili: Story = { ...ErrorReply, globals: { locale: 'sw', viewport: { value: 'desktop' } } };

export const Minimized: Story = {
  args: { initialView: 'minimized', initialMessages: conversation },
  play: async () => {
    const restore = await screen.findByRole('button', { name: m.restore });
    await waitFor(() => expect(restore).toBeVisible());
    await expect(screen.queryByRole('textbox')).toBeNull();
    await expect(panel()).toHaveAttribute('data-view', 'minimized');
  },
};

export const Maximized: Story = {
  args: { initialView: 'maximized', initialMessages: conversation },
  play: async () => {
    await waitFor(() => expect(panel()).toHaveAttribute('data-full-screen', 'true'));
    await expect(screen.getByRole('button', { name: m.exitMaximized })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MinimizedDark: Story = { ...Minimized, globals: { theme: 'dark', viewport: { value: 'desktop' } } };
export const MaximizedDark: Story = { ...Maximized, globals: { theme: 'dark', viewport: { value: 'desktop' } } };

export const Dark: Story = {
  args: { initialMessages: conversation },
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

export const DarkError: Story = {
  ...ErrorReply,
  globals: { theme: 'dark', viewport: { value: 'desktop' } },
};

export const SmallScreen: Story = {
  args: { initialMessages: conversation },
  globals: { viewport: { value: 'smallPhone' } },
  play: async () => {
    await waitFor(() => expect(panel()).toHaveAttribute('data-full-screen', 'true'));
    await expect(screen.queryByRole('button', { name: m.maximize })).toBeNull();
  },
};

export const SmallScreenDark: Story = { ...SmallScreen, globals: { theme: 'dark', viewport: { value: 'smallPhone' } } };
