import { loadCatalogs, plainTexts, translate } from '@intambwe/i18n';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { chatLauncherCatalogs, chatWidgetCatalogs } from './catalogs';
import { ChatLauncher, loadChatWidget } from './chat-launcher';
import { launcherMessageDescriptors } from './launcher-messages';
import { chatMessageDescriptors } from './messages';
import type { ChatWidgetProps } from './widget/chat-widget';

/** The launcher's and the widget's words in the story's language (once their catalogs are in, as the preview loads them). */
const wordsOf = async (context: Pick<StoryContext, 'globals'>) => {
  const locale = (context.globals['locale'] as string | undefined) ?? 'en';
  await loadCatalogs(locale, [chatLauncherCatalogs, chatWidgetCatalogs]);
  return { launcher: plainTexts(launcherMessageDescriptors, locale), chat: translate(chatMessageDescriptors, locale) };
};
/** Waits as long as a busy machine may need for what a person would see. */
const patiently = { timeout: 5000 };
/** A sentence as text queries read the page (their spaces, no-break ones included, as one space). */
const asShown = (sentence: string) => sentence.replace(/\s+/g, ' ').trim();

/**
 * A connection that is down until the story brings it back: the widget's code
 * cannot be fetched (what a dynamic import does offline) until then.
 */
function droppedConnection() {
  const connection = { online: false };
  const loadWidget = (locale: string): Promise<ComponentType<ChatWidgetProps>> =>
    connection.online
      ? loadChatWidget(locale)
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module: chat-widget.js'));
  return { connection, loadWidget };
}

/** The launcher as a page mounts it: floating in a corner, the widget loaded on first open. */
const meta = {
  title: 'chat-widget/ChatLauncher',
  component: ChatLauncher,
  args: { page: 'landing' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <main style={{ minHeight: '100dvh', padding: '1.5rem' }}>
      <div style={{ position: 'fixed', insetInlineEnd: '1.5rem', bottom: '1.5rem' }}>
        <ChatLauncher {...args} />
      </div>
    </main>
  ),
} satisfies Meta<typeof ChatLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const { launcher: words } = await wordsOf({ globals });
    const launcher = await within(canvasElement).findByRole('button', { name: words.open }, patiently);
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('region', { name: /Assistant$/ })).toBeNull();
  },
};

export const ClosedDark: Story = { ...Closed, globals: { theme: 'dark' } };

export const OpenedAndClosed: Story = {
  parameters: { network: { 'POST /ai/chat': { body: { success: true, data: { message: 'Hello!', suggestions: [] } } } } },
  play: async ({ canvasElement, globals }) => {
    const { launcher: words, chat } = await wordsOf({ globals });
    const launcher = await within(canvasElement).findByRole('button', { name: words.open }, patiently);
    await userEvent.click(launcher);
    const input = await screen.findByRole('textbox', { name: chat.inputLabel }, patiently);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(screen.getByRole('button', { name: words.close })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(launcher).toHaveFocus();
  },
};

/** The first press on a slow connection, before the widget's code has come: a spinner, and 'Loading the assistant…' for screen readers. */
export const Loading: Story = {
  args: { loadWidget: () => new Promise<never>(() => undefined) },
  play: async ({ canvasElement, globals }) => {
    const { launcher: words } = await wordsOf({ globals });
    const launcher = await within(canvasElement).findByRole('button', { name: words.open }, patiently);
    await userEvent.click(launcher);
    await waitFor(() => expect(launcher).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(asShown(words.loading));
  },
};

/**
 * The connection dropped before the widget's code came: the launcher says so
 * in the page's language (its words came with it), the page stays, and the
 * next press once the connection is back opens the assistant.
 */
const offline = droppedConnection();

export const OfflineMessage: Story = {
  args: { loadWidget: offline.loadWidget },
  beforeEach: () => {
    offline.connection.online = false;
  },
  parameters: { network: { 'POST /ai/chat': { body: { success: true, data: { message: 'Hello!', suggestions: [] } } } } },
  play: async ({ canvasElement, step, globals }) => {
    const { launcher: words, chat } = await wordsOf({ globals });
    const launcher = await within(canvasElement).findByRole('button', { name: words.open }, patiently);
    await step('offline: the press shows the note, nothing opens', async () => {
      await userEvent.click(launcher);
      await waitFor(() => expect(within(canvasElement).getByText(asShown(words.loadFailed))).toBeVisible(), patiently);
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
      await expect(screen.queryByRole('textbox')).toBeNull();
    });
    await step('back online: the next press opens the assistant', async () => {
      offline.connection.online = true;
      await userEvent.click(launcher);
      await waitFor(() => expect(screen.getByRole('textbox', { name: chat.inputLabel })).toHaveFocus(), patiently);
      await expect(within(canvasElement).queryByText(asShown(words.loadFailed))).toBeNull();
    });
  },
};

/** Only the note (the press that failed), for its looks in each theme and language. */
export const OfflineNote: Story = {
  args: { loadWidget: droppedConnection().loadWidget },
  play: async ({ canvasElement, globals }) => {
    const { launcher: words } = await wordsOf({ globals });
    await userEvent.click(await within(canvasElement).findByRole('button', { name: words.open }, patiently));
    await waitFor(() => expect(within(canvasElement).getByText(asShown(words.loadFailed))).toBeVisible(), patiently);
  },
};
export const OfflineNoteDark: Story = { ...OfflineNote, globals: { theme: 'dark' } };
export const OfflineNoteFrench: Story = { ...OfflineNote, globals: { locale: 'fr' } };
export const OfflineNoteKinyarwanda: Story = { ...OfflineNote, globals: { locale: 'rw' } };
export const OfflineNoteSwahili: Story = { ...OfflineNote, globals: { locale: 'sw', theme: 'dark' } };
