import { PlatformProvider } from '@intambwe/api-client';
import { setPseudoLocale, untranslatedTexts } from '@intambwe/i18n/testing';
import { defaultPublicConfig } from '@intambwe/contract';
import { I18nProvider, loadCatalogs, plainTexts, translate } from '@intambwe/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { chatLauncherCatalogs, chatWidgetCatalogs } from './catalogs';
import { ChatLauncher, type ChatLauncherProps } from './index';
import { launcherMessageDescriptors, launcherMessages } from './launcher-messages';
import { chatMessageDescriptors, chatMessages } from './messages';
import { ChatWidget } from './widget/chat-widget';
import { reply, stubChatApi, wideScreen, type Answer } from './testing/stub-chat-api';

/** The launcher on a page in `locale`, inside the providers a page has. */
function renderIn(
  locale: string,
  answers: Answer[] = [reply('⟦Hello from the server⟧')],
  props: ChatLauncherProps = { page: 'landing' },
) {
  const { api, bodies, release } = stubChatApi(answers, '⟦Released⟧');
  const user = userEvent.setup();
  const view = render(
    <I18nProvider locale={locale}>
      <PlatformProvider config={defaultPublicConfig} apiClient={api}>
        <main>
          <ChatLauncher {...props} />
        </main>
      </PlatformProvider>
    </I18nProvider>,
  );
  return { user, bodies, release, container: view.container };
}

const brand = defaultPublicConfig.brand.name;

describe('the chat in French, Kinyarwanda and Swahili', () => {
  // First in this file: no catalog of the chat is loaded yet.
  it('the launcher loads its own words when the host did not, English showing meanwhile', async () => {
    renderIn('rw');
    expect(screen.getByRole('button', { name: launcherMessages.open })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Fungura umufasha wa AI' })).toBeInTheDocument();
  });

  it.each(['fr', 'rw', 'sw'] as const)(
    '%s: launcher, panel, welcome, quick actions and the failure reply speak the language',
    async (locale) => {
      await loadCatalogs(locale, [chatLauncherCatalogs, chatWidgetCatalogs]);
      const m = translate(chatMessageDescriptors, locale);
      const launcher = plainTexts(launcherMessageDescriptors, locale);
      expect(launcher.open).not.toBe(launcherMessages.open);
      expect(m.failure).not.toBe(chatMessages.failure);

      const { user, bodies } = renderIn(locale, ['offline', reply('Ça marche.')]);
      await user.click(screen.getByRole('button', { name: launcher.open }));
      const panel = await screen.findByRole('region', { name: m.title({ brand }) });
      const conversation = within(panel).getByRole('region', { name: m.conversation });
      expect(within(conversation).getAllByRole('listitem')[0]?.textContent).toContain(m.welcome({ brand }));
      expect(within(panel).getByRole('group', { name: m.suggestions }).textContent).toBe(
        Object.values(m.defaultSuggestions).join(''),
      );
      const quick = within(panel).getByRole('group', { name: m.quickActions });
      expect(
        within(quick)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(Object.values(m.quickActionItems));
      expect(screen.getByRole('button', { name: launcher.close })).toHaveAttribute('aria-expanded', 'true');

      // The failure reply and its suggestions; its first one sends the failed question again.
      await user.type(within(panel).getByRole('textbox', { name: m.inputLabel }), 'akazi{Enter}');
      expect(await within(conversation).findByText(m.failure)).toBeInTheDocument();
      const chips = within(within(panel).getByRole('group', { name: m.suggestions })).getAllByRole('button');
      expect(chips.map((chip) => chip.textContent)).toEqual(Object.values(m.failureSuggestions));
      await user.click(within(panel).getByRole('button', { name: m.failureSuggestions.tryAgain }));
      await within(conversation).findByText('Ça marche.');
      expect(bodies.map((body) => body.message)).toEqual(['akazi', 'akazi']);
      // The page's language goes with every question, for the assistant to answer in.
      expect(bodies.map((body) => body.context.extras)).toEqual([{ locale }, { locale }]);
    },
  );

  it('French: the welcome and the controls, word for word', async () => {
    await loadCatalogs('fr', [chatLauncherCatalogs, chatWidgetCatalogs]);
    const { user } = renderIn('fr');
    await user.click(screen.getByRole('button', { name: 'Ouvrir l’assistant IA' }));
    const panel = await screen.findByRole('region', { name: `Assistant ${brand}` });
    const conversation = within(panel).getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText(/^Bonjour\s! Je suis l’assistant Intambwe Careers\./)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Réduire la discussion' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Votre question' })).toHaveAttribute(
      'placeholder',
      'Posez-moi votre question…',
    );
    expect(within(panel).getByRole('button', { name: 'Dites-m’en plus' })).toBeInTheDocument();
  });

  it("sends the page's language with a host's own extras, and a language the host states wins", async () => {
    const first = renderIn('sw', [reply('Sawa.')], { page: 'jobs', extras: { jobId: 'j1' } });
    await loadCatalogs('sw', [chatLauncherCatalogs, chatWidgetCatalogs]);
    await first.user.click(screen.getByRole('button', { name: plainTexts(launcherMessageDescriptors, 'sw').open }));
    await first.user.type(await screen.findByRole('textbox'), 'kazi{Enter}');
    expect(await screen.findAllByText('Sawa.')).not.toHaveLength(0);
    expect(first.bodies[0]?.context).toEqual({ page: 'jobs', platform: 'homepage', extras: { jobId: 'j1', locale: 'sw' } });
  });

  it('the widget mounted on its own waits for its words in the language', async () => {
    const { api } = stubChatApi([reply('Habari.')]);
    render(
      <I18nProvider locale="sw">
        <Suspense fallback={<p>Loading</p>}>
          <ChatWidget apiClient={api} brandName="Intambwe Jobs" view="open" onViewChange={() => undefined} />
        </Suspense>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Msaidizi wa Intambwe Jobs' })).toBeInTheDocument();
  });
});

describe('no string of the chat escapes translation (pseudo-locale)', () => {
  const PSEUDO = 'xx-pseudo';
  beforeAll(() => setPseudoLocale(PSEUDO, (english) => `⟦${english}⟧`));

  /** Text a translator does not own: times of messages, marks. (The server's words come marked ⟦…⟧ by the stub.) */
  const notOurs = /^(\d{1,2}:\d{2}(\s?[AP]M)?|[\s.,:|…()-]*)$/;

  const untranslated = (container: HTMLElement) => untranslatedTexts(container, (text) => notOurs.test(text));

  /** The page and the chat's portal (the panel renders at the end of the body). */
  const everything = () => document.body;

  it('closed: the launcher', () => {
    renderIn(PSEUDO);
    expect(screen.getByRole('button', { name: '⟦Open the AI assistant⟧' })).toBeInTheDocument();
    expect(untranslated(everything())).toEqual([]);
  });

  it('welcome: header, welcome message, suggestions, quick actions, input', async () => {
    const { user } = renderIn(PSEUDO);
    await user.click(screen.getByRole('button', { name: /Open the AI assistant/ }));
    await screen.findByRole('region', { name: `⟦${brand} Assistant⟧` });
    await waitFor(() => expect(untranslated(everything())).toEqual([]), { timeout: 2000 });
  });

  it('thinking, then a reply with sources and links', async () => {
    const { user, release } = renderIn(PSEUDO, [
      'hold',
      reply(
        '⟦See⟧ [⟦jobs⟧](https://jobs.example.com/jobs)',
        ['⟦More⟧'],
        [{ title: '⟦Open jobs⟧', href: 'https://jobs.example.com/jobs' }],
      ),
    ]);
    await user.click(screen.getByRole('button', { name: /Open the AI assistant/ }));
    await user.type(await screen.findByRole('textbox'), '⟦my question⟧{Enter}');
    expect(screen.getAllByText('⟦Thinking...⟧').length).toBeGreaterThan(0);
    expect(untranslated(everything())).toEqual([]);
    await release();
    await user.type(screen.getByRole('textbox'), '⟦again⟧{Enter}');
    expect(await screen.findAllByText('⟦Open jobs⟧')).not.toHaveLength(0);
    expect(untranslated(everything())).toEqual([]);
  });

  it('failure: the error reply and its suggestions', async () => {
    const { user } = renderIn(PSEUDO, ['offline']);
    await user.click(screen.getByRole('button', { name: /Open the AI assistant/ }));
    await user.type(await screen.findByRole('textbox'), '⟦my question⟧{Enter}');
    expect(await screen.findAllByText('⟦Sorry, I encountered an error. Please try again later.⟧')).not.toHaveLength(0);
    expect(untranslated(everything())).toEqual([]);
  });

  it('minimized and maximized', async () => {
    wideScreen();
    const { user } = renderIn(PSEUDO);
    await user.click(screen.getByRole('button', { name: /Open the AI assistant/ }));
    await user.click(await screen.findByRole('button', { name: '⟦Minimize chat⟧' }));
    expect(screen.getByRole('button', { name: '⟦Restore chat⟧' })).toBeInTheDocument();
    expect(untranslated(everything())).toEqual([]);
    await user.click(screen.getByRole('button', { name: '⟦Maximize chat⟧' }));
    expect(await screen.findByRole('button', { name: '⟦Exit full screen⟧' })).toHaveAttribute('aria-pressed', 'true');
    expect(untranslated(everything())).toEqual([]);
  });
});
