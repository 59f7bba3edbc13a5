import { PlatformProvider } from '@intambwe/api-client';
import { defaultPublicConfig } from '@intambwe/contract';
import { I18nProvider, loadCatalogs, plainTexts, translate } from '@intambwe/i18n';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, vi } from 'vitest';
import { chatLauncherCatalogs } from './catalogs';
import { ChatLauncher } from './index';
import { launcherMessageDescriptors, launcherMessages } from './launcher-messages';
import { chatMessageDescriptors, chatMessages } from './messages';
import { reply, stubChatApi } from './testing/stub-chat-api';

/**
 * The network edge of the widget's code: its chunk cannot be downloaded while
 * `offline`, waits while `held`, and the widget breaks while rendering while
 * `renderBreaks`. `downloads` counts the attempts. (The module's state is
 * shared by the tests of this file, which run in order: the code is here for good from the third.)
 */
const edge = vi.hoisted(() => ({
  offline: false,
  held: null as Promise<void> | null,
  renderBreaks: false,
  downloads: 0,
}));

vi.mock('./widget/chat-widget', async (importOriginal) => {
  edge.downloads += 1;
  if (edge.held) await edge.held;
  if (edge.offline) throw new TypeError('Failed to fetch dynamically imported module: /assets/chat-widget.js');
  const original = await importOriginal<typeof import('./widget/chat-widget')>();
  function ChatWidget(props: import('./widget/chat-widget').ChatWidgetProps) {
    if (edge.renderBreaks && props.view !== 'closed') throw new Error('The widget broke while rendering.');
    return createElement(original.ChatWidget, props);
  }
  return { ...original, ChatWidget };
});

const brand = defaultPublicConfig.brand.name;

function renderPage(locale = 'en') {
  const { api, bodies } = stubChatApi([reply('Back online.')]);
  const user = userEvent.setup();
  render(
    <I18nProvider locale={locale}>
      <PlatformProvider config={defaultPublicConfig} apiClient={api}>
        <main>
          <h1>Intambwe Careers</h1>
          <p>The rest of the page.</p>
          <ChatLauncher page="landing" />
        </main>
      </PlatformProvider>
    </I18nProvider>,
  );
  return { user, bodies };
}

function saveData(on: boolean) {
  Object.defineProperty(navigator, 'connection', { value: on ? { saveData: true } : undefined, configurable: true });
}
afterEach(() => saveData(false));

const idlePassed = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)));

describe('ChatLauncher: a person who saves data', () => {
  it('is not sent the widget ahead, not on idle time nor on hover and focus: only the press fetches it', { timeout: 20_000 }, async () => {
    saveData(true);
    edge.offline = true; // what the press fetches fails here: the next test brings the connection back
    const { user } = renderPage();
    await idlePassed();
    const launcher = screen.getByRole('button', { name: launcherMessages.open });
    await user.hover(launcher);
    launcher.focus();
    await idlePassed();
    expect(edge.downloads).toBe(0);
    await user.click(launcher);
    await waitFor(() => expect(edge.downloads).toBe(1));
  });
});

describe('ChatLauncher: a dropped connection', () => {
  it('while the code downloads: busy, and "Loading the assistant…" for screen readers; a second press adds nothing', async () => {
    saveData(true); // nothing fetched ahead: the press does it
    edge.offline = false;
    let arrive = () => undefined as void;
    edge.held = new Promise<void>((resolve) => (arrive = resolve));
    const before = edge.downloads;
    const { user } = renderPage();
    const launcher = screen.getByRole('button', { name: launcherMessages.open });
    await user.click(launcher);
    expect(launcher).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(launcherMessages.loading);
    await user.click(launcher);
    expect(edge.downloads).toBe(before + 1);
    // The connection drops before the code arrives.
    edge.offline = true;
    edge.held = null;
    await act(async () => arrive());
    expect(await screen.findByText(launcherMessages.loadFailed)).toBeVisible();
    expect(launcher).not.toHaveAttribute('aria-busy');
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it("says so in the page's language with words that came with the page, keeps the page, and opens once the connection is back", { timeout: 20_000 }, async () => {
    // The page loads the launcher's words with its own (the island's catalogs); nothing else is fetched to say it is offline.
    await loadCatalogs('fr', [chatLauncherCatalogs]);
    const words = plainTexts(launcherMessageDescriptors, 'fr');
    edge.offline = true;
    const { user, bodies } = renderPage('fr');
    await idlePassed(); // the prefetch at idle time fails quietly
    const launcher = screen.getByRole('button', { name: words.open });
    await user.click(launcher);

    const note = await screen.findByText(words.loadFailed);
    expect(note).toBeVisible();
    expect(within(screen.getByRole('status')).getByText(words.loadFailed)).toBe(note);
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Intambwe Careers' })).toBeVisible();
    expect(screen.getByText('The rest of the page.')).toBeVisible();

    // Back online: the next press downloads the widget (and its French words) and opens it.
    edge.offline = false;
    await user.click(launcher);
    const m = translate(chatMessageDescriptors, 'fr');
    const panel = await screen.findByRole('region', { name: m.title({ brand }) });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: m.inputLabel })).toHaveFocus());
    expect(screen.queryByText(words.loadFailed)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.close })).toHaveAttribute('aria-expanded', 'true');
    await user.type(within(panel).getByRole('textbox', { name: m.inputLabel }), 'emplois{Enter}');
    expect(await within(within(panel).getByRole('region', { name: m.conversation })).findByText('Back online.')).toBeInTheDocument();
    expect(bodies.map((body) => body.message)).toEqual(['emplois']);
  });

  it('a widget that breaks while rendering leaves the launcher and the page standing, and the next press starts it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    edge.renderBreaks = true;
    const { user } = renderPage();
    const launcher = screen.getByRole('button', { name: launcherMessages.open });
    await user.click(launcher);
    expect(await screen.findByText(launcherMessages.loadFailed)).toBeVisible();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();

    edge.renderBreaks = false;
    await user.click(launcher);
    expect(await screen.findByRole('region', { name: `${brand} Assistant` })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: chatMessages.conversation })).getAllByRole('listitem')).toHaveLength(1);
  });
});
