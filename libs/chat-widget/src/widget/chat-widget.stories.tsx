import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { chatMessages as m } from '../messages';
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

export const OpenWithWelcome: Story = {
  play: async () => {
    const region = await screen.findByRole('region', { name: m.conversation });
    await waitFor(() => expect(within(region).getByText(/I'm the Intambwe Careers assistant/)).toBeVisible());
    await expect(within(within(region).getByRole('group', { name: m.suggestions })).getAllByRole('button')).toHaveLength(4);
    await waitFor(() => expect(screen.getByRole('textbox', { name: m.inputLabel })).toHaveFocus());
    // On a desktop the panel docks beside the page.
    await expect(panel()).toHaveAttribute('data-full-screen', 'false');
  },
};

export const Conversation: Story = {
  args: { initialMessages: conversation },
  parameters: { network: { 'POST /ai/chat': reply('Our business hours are Monday - Friday, 8:00 AM - 6:00 PM CAT.', ['Contact support']) } },
  play: async () => {
    const region = await screen.findByRole('region', { name: m.conversation });
    await waitFor(() => expect(within(region).getByText('Junior Software Developer')).toBeVisible());
    await expect(within(region).getByRole('link', { name: /^Intambwe Jobs\W*\(opens in a new tab\)$/ })).toHaveAttribute('href', 'https://jobs.example.com/jobs');
    await userEvent.type(screen.getByRole('textbox', { name: m.inputLabel }), 'opening hours{Enter}');
    await expect(await within(region).findByText(/Our business hours are Monday - Friday/)).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: { network: { 'POST /ai/chat': 'never' } },
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: m.inputLabel }), 'how do i reset my password{Enter}');
    const region = screen.getByRole('region', { name: m.conversation });
    await expect(await within(region).findByText(m.thinking)).toBeVisible();
    await expect(screen.getByRole('textbox', { name: m.inputLabel })).toBeDisabled();
    for (const button of within(screen.getByRole('group', { name: m.quickActions })).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const ErrorReply: Story = {
  parameters: { network: { 'POST /ai/chat': { status: 500, body: { success: false, error: 'boom', code: 'INTERNAL_ERROR' } } } },
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: m.inputLabel }), 'jobs in kigali{Enter}');
    const region = screen.getByRole('region', { name: m.conversation });
    await expect(await within(region).findByText(m.failure)).toBeVisible();
    const chips = within(screen.getByRole('group', { name: m.suggestions })).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual(Object.values(m.failureSuggestions));
  },
};

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
